// Runs the API suite against a PostgreSQL server instead of the embedded PGlite.
// TEST_DATABASE_URL names a database the suite may connect to in order to create and drop its own
// throwaway databases (a template plus one per test file); it defaults to the local server CI provides.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
