import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** No React component file in the web app is over 300 lines (tests aside): a longer one is split. */
const MAX_LINES = 300;
const root = import.meta.dirname;

function componentFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return componentFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

describe('web component files', () => {
  it(`are at most ${MAX_LINES} lines each`, () => {
    const files = componentFiles(root);
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((file) => ({
        file: path.relative(root, file),
        lines: readFileSync(file, 'utf8').split('\n').length - 1,
      }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
