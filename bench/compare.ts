import { readFileSync } from 'node:fs';
import type { BenchResult } from './results';

/**
 * Prints two runs side by side: each scenario's throughput as a ratio to the bare route of its own run (the
 * one measured beside it, for a scenario with a target ratio), its p99, and the change from the first run to
 * the second. Ratios, not requests per second, are compared: two runs rarely meet the same machine load.
 * Where both runs read it, the CPU a request cost the server is shown too (bench/cpu.ts): on a machine the
 * load generator shares, it moves less than either.
 */
export function compareResults(beforeFile: string, afterFile: string): void {
  const before = JSON.parse(readFileSync(beforeFile, 'utf8')) as BenchResult;
  const after = JSON.parse(readFileSync(afterFile, 'utf8')) as BenchResult;
  console.log(
    `before: ${beforeFile} (${before.database}, ${before.courses} courses, ${before.workers} worker(s))`,
  );
  console.log(
    `after:  ${afterFile} (${after.database}, ${after.courses} courses, ${after.workers} worker(s))`,
  );
  const bare = (run: BenchResult) =>
    `${Math.round(run.bare.rps)} req/s` +
    (run.bare.serverCpuUs !== undefined
      ? `, ${Math.round(run.bare.serverCpuUs)} µs of server CPU a request`
      : '');
  console.log(`bare route: before ${bare(before)}; after ${bare(after)}`);
  const rows = after.scenarios.map((scenario) => {
    const old = before.scenarios.find((s) => s.name === scenario.name);
    return {
      scenario: scenario.name,
      'before ×bare': old ? old.ratioToBare.toFixed(3) : '—',
      'after ×bare': scenario.ratioToBare.toFixed(3),
      change: old ? `${(scenario.ratioToBare / Math.max(old.ratioToBare, 1e-9)).toFixed(2)}×` : '—',
      'before p99 ms': old ? old.p99 : '—',
      'after p99 ms': scenario.p99,
      ...(old?.serverCpuUs !== undefined && scenario.serverCpuUs !== undefined
        ? {
            'before server µs': Math.round(old.serverCpuUs),
            'after server µs': Math.round(scenario.serverCpuUs),
          }
        : {}),
    };
  });
  console.table(rows);
}
