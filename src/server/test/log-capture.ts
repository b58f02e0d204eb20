import { Writable } from 'node:stream';

let captured: string[] = [];
let allowed = 0;

/** A pino destination that keeps error-level lines for the after-each check. */
export const logStream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
        if ((entry.level ?? 0) >= 50) captured.push(`${entry.msg ?? ''}: ${entry.err?.message ?? ''}`);
      } catch {
        captured.push(line);
      }
    }
    callback();
  },
});

/** Declares that the current test expects `count` error logs (for example a deliberate 500). */
export function expectErrorLogs(count = 1) {
  allowed += count;
}

export function takeUnexpectedErrorLogs(): string[] {
  const result = captured.length > allowed ? captured : [];
  captured = [];
  allowed = 0;
  return result;
}
