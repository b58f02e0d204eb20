import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web's import boundaries and the rules of hooks, proven: each fixture in lint-fixtures/web is linted with
 * the project's own eslint.config.js as if it sat at its `lint-as:` path, and must raise the rule (and the
 * zone's message) its `expect:` line names — or nothing at all for the legal imports.
 */
const root = path.resolve(import.meta.dirname, '../..');
const folder = path.join(root, 'lint-fixtures/web');

interface Fixture {
  name: string;
  text: string;
  lintAs: string;
  ruleId: string | null;
  message: string;
}

function readFixtures(): Fixture[] {
  return readdirSync(folder)
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => {
      const text = readFileSync(path.join(folder, name), 'utf8');
      const lintAs = /^\/\/ lint-as: (\S+)$/m.exec(text)?.[1];
      const expected = /^\/\/ expect: (\S+) ?(.*)$/m.exec(text);
      if (!lintAs || !expected) throw new Error(`${name} needs a "lint-as:" and an "expect:" line`);
      const ruleId = expected[1] === 'nothing' ? null : expected[1]!;
      return { name, text, lintAs, ruleId, message: expected[2] ?? '' };
    });
}

const fixtures = readFixtures();
const eslint = new ESLint({ cwd: root });

describe('web lint boundaries', () => {
  it('has a failing fixture for every boundary and the legal imports', () => {
    expect(fixtures.filter((f) => f.ruleId === 'import-x/no-restricted-paths')).toHaveLength(9);
    expect(fixtures.filter((f) => f.ruleId === null)).toHaveLength(2);
  });

  it.each(fixtures.map((f) => [f.name, f] as const))('%s', { timeout: 30_000 }, async (_, fixture) => {
    const [result] = await eslint.lintText(fixture.text, { filePath: path.join(root, fixture.lintAs) });
    const errors = (result?.messages ?? []).filter((m) => m.severity === 2);
    if (fixture.ruleId === null) {
      expect(errors).toEqual([]);
      return;
    }
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.map((m) => m.ruleId)).toEqual(errors.map(() => fixture.ruleId));
    for (const error of errors) expect(error.message).toContain(fixture.message);
  });
});
