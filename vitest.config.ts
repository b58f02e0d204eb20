import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** The API suite: the whole app on a real database per test file. Mutation testing runs this project alone. */
export const apiProject = {
  test: {
    name: 'api',
    include: ['src/server/**/*.test.ts'],
    exclude: ['src/**/*.unit.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/setup-file.ts'],
    // CI runs this suite at a lower priority beside the browser tests (.ci/run): the embedded backup's test,
    // 20-25 s alone, passed 30 s there on a slow machine; the browser tests' 120 s here too.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Each file builds its own app on its own database (test/helper.ts), so the files of one worker share the
    // server's modules instead of importing them again: isolated, the suite spent 213 of its 454 s importing
    // them, and ran 7.6 minutes alone on two cores against 4.3 shared (docs/performance.md, "CI within its
    // half hour"). A test that fakes time or spies restores it itself.
    isolate: false,
    // expect.poll waits up to 10 s, not 1, as vi.waitFor does with test/helper.ts's EVENTUALLY: a poll ends as
    // soon as it passes, and this suite runs at a lower priority beside the browser tests in CI.
    expect: { poll: { timeout: 10_000 } },
  },
} satisfies TestProjectInlineConfiguration;

export default defineConfig({
  test: {
    // PGlite and argon2 are CPU-bound: two workers suit a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.unit.test.ts', 'src/**/*.unit.test.tsx', 'bench/**/*.unit.test.ts'],
          // Component tests (*.unit.test.tsx) choose jsdom with a `@vitest-environment jsdom` comment.
          environment: 'node',
          // The fake API (src/web/test/fake-api.ts) stubs fetch; every test starts with the real globals.
          unstubGlobals: true,
          // A component test types and clicks through a form in jsdom: well under a second alone, it passed
          // Vitest's 5 s beside the browser tests at CI's lower priority on a slow machine (.ci/run).
          testTimeout: 20_000,
          // Testing Library's waits (findBy…, waitFor) and expect.poll get 10 s for the same reason.
          setupFiles: ['src/web/test/setup-file.ts'],
          expect: { poll: { timeout: 10_000 } },
        },
      },
      apiProject,
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          // A failed test's open pages, pictured (e2e/artifacts/failures/) and described in the log.
          setupFiles: ['e2e/support/failures.ts'],
          // A scenario of many steps on two cores shared with CI's API suites: 60 s was passed by three of them
          // on a slow machine (the .ci/run of 4a6420c, e2e 39 minutes). Each step keeps its own 15 s wait.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll's 1 s default: a page scrolled into view after a request (search.e2e.ts) took longer
          // beside CI's API suites on two cores (a .ci/run of 8281bd8). A poll that passes returns at once.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
