import { defineConfig } from 'vitest/config';
import { apiProject } from './vitest.config';

/** Mutation testing (stryker.config.mjs) runs the API suite only: the services are exercised through the API. */
export default defineConfig(apiProject);
