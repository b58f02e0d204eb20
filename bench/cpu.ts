import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * The CPU time processes have used, read from Linux's `/proc/<pid>/stat` (user plus system time). Requests a
 * second move with everything else on a small machine (the load generator and PostgreSQL share its cores, and
 * the bare route swung by half between whole runs on the same code, docs/performance.md); the CPU a request
 * costs the server moves much less, so the benchmark reports it beside each rate. Where there is no `/proc`
 * (macOS, Windows) nothing is read and the columns are left out.
 */

/** Whether CPU times can be read here. */
export const CPU_TIMES_READABLE = existsSync('/proc/self/stat');

/** Linux reports these times in USER_HZ ticks, 100 a second on every architecture Node runs on. */
const TICK_MICROS = 10_000;

/**
 * The fields of `/proc/<pid>/stat` after the command name (which may hold spaces, inside parentheses): the
 * process state is the first, its parent the second, user and system time the 12th and 13th. Null when the
 * process is gone or there is no `/proc`.
 */
function statFields(pid: number | string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The process and its direct children (the workers `WEB_CONCURRENCY` forks). */
export function withChildren(pid: number): number[] {
  const pids = [pid];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return pids;
  }
  for (const entry of entries) {
    if (/^\d+$/.test(entry) && Number(statFields(entry)?.[1]) === pid) pids.push(Number(entry));
  }
  return pids;
}

/** Each process's CPU time in µs, by pid; empty where there is no `/proc`. */
export function cpuMicros(pids: number[]): Map<number, number> {
  const times = new Map<number, number>();
  for (const pid of pids) {
    const fields = statFields(pid);
    if (fields) times.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MICROS);
  }
  return times;
}

/**
 * The CPU the processes used between two readings, in µs: a process first seen in the second reading (a
 * database connection opened meanwhile) counts from zero; one gone by then is not counted.
 */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, micros] of after) total += micros - (before.get(pid) ?? 0);
  return total;
}
