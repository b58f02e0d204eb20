// The fuzz test on demand with more inputs per route: `npm run fuzz -- --runs 10000 [--seed 42]`.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '1000' }, seed: { type: 'string' } },
});
const env = { ...process.env, FUZZ_RUNS: values.runs, ...(values.seed ? { FUZZ_SEED: values.seed } : {}) };
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'api', '--testTimeout', '0', 'src/server/test/fuzz.test.ts'],
  { stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
