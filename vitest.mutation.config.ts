import { defineConfig } from 'vitest/config';
import { apiProject } from './vitest.config';

/**
 * Mutation testing (stryker.config.mjs) runs the API suite only: the services are exercised through the API.
 * Each file in a fresh module graph, as it was when Stryker's per-test coverage was set up: the suite's shared
 * modules (`isolate: false`) are for CI's time, not for a run that lasts hours anyway.
 */
export default defineConfig({ test: { ...apiProject.test, isolate: true } });
