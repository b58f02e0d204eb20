import { ESLint } from 'eslint';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// Every server boundary rule of eslint.config.js is proven by a fixture that must fail, and a legal import
// that must pass. Fixtures live under lint-fixtures/server/ (ignored by lint) and are linted as if they stood
// at the same path inside src/, so the path-based rules apply to them.
const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = path.join(root, 'lint-fixtures/server');

async function listFixtures(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory()
        ? listFixtures(path.join(dir, e.name))
        : [path.join(dir, e.name)].filter((f) => f.endsWith('.ts')),
    ),
  );
  return nested.flat();
}

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function lintFixture(relative: string) {
  const code = await readFile(path.join(fixtures, relative), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(root, relative) });
  return result!.messages;
}

const boundary = 'import-x/no-restricted-paths';
/**
 * The first fixture linted loads ESLint's configuration, the TypeScript parser and the import resolver: 5 s
 * was not enough for it with CI's suites beside it on two cores. The same allowance as the web fixtures'.
 */
const LINT_TIMEOUT_MS = 30_000;

describe('server boundaries', () => {
  it.each([
    ['src/server/db/db-imports-module-fails.ts', 'db and plugins are beneath the modules'],
    ['src/server/plugins/plugin-imports-module-fails.ts', 'db and plugins are beneath the modules'],
    ['src/server/modules/courses/module-internal-import-fails.ts', 'only through its index.ts'],
    ['src/server/modules/courses/foreign-schema-fails.ts', 'joined only in a *.read-model.ts file'],
    ['src/server/modules/courses/schema-index-fails.ts', 'joined only in a *.read-model.ts file'],
    [
      'src/server/modules/courses/read-model-internal-import-fails.read-model.ts',
      'only through its index.ts',
    ],
  ])('refuses %s', { timeout: LINT_TIMEOUT_MS }, async (fixture, message) => {
    const messages = await lintFixture(fixture);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ ruleId: boundary, severity: 2 });
    expect(messages[0]!.message).toContain(message);
  });

  it(
    'refuses a read model that begins a literal with a spread and goes on (decision 134)',
    { timeout: LINT_TIMEOUT_MS },
    async () => {
      const messages = await lintFixture('src/server/modules/courses/spread-then-key-fails.read-model.ts');
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ ruleId: 'no-restricted-syntax', severity: 2 });
      expect(messages[0]!.message).toContain('use extend()');
    },
  );

  it.each([
    'src/server/modules/courses/public-api-passes.ts',
    'src/server/modules/courses/joins-passes.read-model.ts',
    'src/server/modules/courses/extend-passes.read-model.ts',
  ])('accepts %s', { timeout: LINT_TIMEOUT_MS }, async (fixture) => {
    expect(await lintFixture(fixture)).toEqual([]);
  });

  it('has a case above for every fixture file', async () => {
    const files = (await listFixtures(fixtures)).map((f) => path.relative(fixtures, f)).sort();
    expect(files).toEqual(
      [
        'src/server/db/db-imports-module-fails.ts',
        'src/server/demo/demo-internal-import-fails.ts',
        'src/server/modules/courses/extend-passes.read-model.ts',
        'src/server/modules/courses/foreign-schema-fails.ts',
        'src/server/modules/courses/joins-passes.read-model.ts',
        'src/server/modules/courses/module-internal-import-fails.ts',
        'src/server/modules/courses/public-api-passes.ts',
        'src/server/modules/courses/read-model-internal-import-fails.read-model.ts',
        'src/server/modules/courses/schema-index-fails.ts',
        'src/server/modules/courses/spread-then-key-fails.read-model.ts',
        'src/server/plugins/plugin-imports-module-fails.ts',
      ].sort(),
    );
  });
});
