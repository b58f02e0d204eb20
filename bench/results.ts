import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ScenarioResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /**
   * Throughput divided by the bare route's: the one measured beside this scenario when it has a target ratio
   * (`bareRps`), else the run's (the mean of its measures before and after the scenarios).
   */
  ratioToBare: number;
  /** The bare route's throughput beside this scenario, the mean of measures just before and just after it. */
  bareRps?: number;
  /**
   * CPU time a request cost, in µs: the server's processes, and the benchmark database's connections on the
   * PostgreSQL server (bench/cpu.ts; Linux only). Steadier than the rate on a machine the load generator shares.
   */
  serverCpuUs?: number;
  databaseCpuUs?: number;
  /** The target for this scenario, when it has one. */
  target?: { ratio?: number; p99?: number; rps?: number };
  meetsTarget?: boolean;
}

export interface BenchResult {
  measuredAt: string;
  database: 'pglite' | 'postgres';
  courses: number;
  ledgerRows: number;
  /** Seconds the data set took to seed (bulk SQL) and analyse. */
  seedSeconds: number;
  workers: number;
  connections: number;
  secondsPerScenario: number;
  machine: { cpus: number; loadAverageAtStart: number; loadAverageAtEnd: number; node: string };
  bare: { rps: number; p50: number; p99: number; serverCpuUs?: number };
  scenarios: ScenarioResult[];
}

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

/** Writes `bench/results/<time>-<database>-<courses>.json` and returns its path. */
export function writeResult(result: Omit<BenchResult, 'machine'>, loadAverageAtStart: number): string {
  mkdirSync(resultsDir, { recursive: true });
  const full: BenchResult = {
    ...result,
    machine: {
      cpus: os.cpus().length,
      loadAverageAtStart,
      loadAverageAtEnd: os.loadavg()[0] ?? 0,
      node: process.version,
    },
  };
  const stamp = result.measuredAt.replace(/[:.]/g, '-');
  const file = path.join(
    resultsDir,
    `${stamp}-${result.database}-${result.courses}c-${result.workers}w.json`,
  );
  writeFileSync(file, `${JSON.stringify(full, null, 2)}\n`);
  return file;
}
