// Mutation testing of the server's domain code, on demand: `npm run test:mutation` (not in CI; it takes long).
// One file or a line range: `npm run test:mutation -- --mutate src/server/modules/points/ledger.ts`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  // Globs, not file names: the modules keep being split into smaller files.
  mutate: [
    'src/server/modules/**/*.ts',
    'src/server/plugins/access.ts',
    '!src/server/modules/**/*.test.ts',
    '!src/server/modules/**/routes.ts',
    '!src/server/modules/**/*.routes.ts',
    '!src/server/modules/**/demo-data.ts',
    '!src/server/modules/**/index.ts',
  ],
  // Each mutant runs only the tests that reached it; two shared cores, and PGlite tests are slow to start.
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutFactor: 3,
  timeoutMS: 20_000,
  // Only mutants of changed code (or whose tests changed) run again.
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  // The sandbox needs the server, its tests and config; not the build, the data or the browser tests.
  ignorePatterns: ['dist', 'data', 'coverage', '.tmp', 'e2e', 'bench', 'docs', 'reports'],
  ignoreStatic: true,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
};
