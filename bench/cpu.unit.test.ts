import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { cpuBetween, cpuMicros, CPU_TIMES_READABLE, withChildren } from './cpu';

describe('CPU time of processes', () => {
  it.skipIf(!CPU_TIMES_READABLE)(
    'reads what a process spends, in µs, as the process itself counts it',
    () => {
      const before = cpuMicros([process.pid]);
      const own = process.cpuUsage();
      let spent = 0;
      while (spent < 200_000) {
        const { user, system } = process.cpuUsage(own);
        spent = user + system;
      }
      const read = cpuBetween(before, cpuMicros([process.pid]));
      // The same 200 ms of CPU, read in 10 ms ticks (one tick either side at each reading).
      expect(Math.abs(read - spent)).toBeLessThanOrEqual(30_000);
    },
  );

  it.skipIf(!CPU_TIMES_READABLE)('finds a process with its children, and no longer a gone one', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10_000)']);
    try {
      expect(withChildren(process.pid)).toEqual(expect.arrayContaining([process.pid, child.pid]));
    } finally {
      child.kill();
      await once(child, 'exit');
    }
    expect(cpuMicros([child.pid!]).size).toBe(0);
  });

  it('counts a process first seen in the second reading from zero, and leaves out one gone by then', () => {
    const before = new Map([
      [1, 1_000],
      [2, 5_000],
    ]);
    const after = new Map([
      [1, 4_000],
      [3, 2_000],
    ]);
    expect(cpuBetween(before, after)).toBe(3_000 + 2_000);
  });
});
