import cluster, { type Worker } from 'node:cluster';

/** What the primary process and each worker say to each other over the cluster's IPC channel. */
export interface WorkerMessage {
  /** A domain event published in one worker, relayed by the primary to the others (plugins/events.ts). */
  masarEvent?: unknown;
}

const RESTART_DELAY_MS = 1_000;

/**
 * The primary process of `WEB_CONCURRENCY` > 1: it serves nothing itself. It starts `count` workers, each the
 * whole server (main.ts) listening on the same port (node:cluster hands connections round-robin), relays domain
 * events between them when there is no Redis to do it, restarts a worker that dies, and on SIGTERM/SIGINT asks
 * every worker to shut down gracefully and exits once all have.
 */
export function runPrimary(count: number, log: (message: string) => void = console.log): void {
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: WorkerMessage) => {
      if (message?.masarEvent === undefined) return;
      for (const other of Object.values(cluster.workers ?? {})) {
        if (other && other.id !== worker.id && other.isConnected()) other.send(message);
      }
    });
    return worker;
  };
  for (let i = 0; i < count; i += 1) fork();
  log(`Masar primary ${process.pid}: ${count} workers`);

  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill(signal);
    // Each worker forces itself out after 10 s; the primary waits a little longer.
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** In a worker of several: sends a message to the primary (false when this process is not such a worker). */
export function sendToPrimary(message: WorkerMessage): boolean {
  if (!cluster.isWorker || !process.send) return false;
  process.send(message);
  return true;
}

/** In a worker of several: listens to what the primary relays; returns the function that stops listening. */
export function onPrimaryMessage(listener: (message: WorkerMessage) => void): () => void {
  if (!cluster.isWorker) return () => undefined;
  const handler = (message: unknown) => {
    if (message && typeof message === 'object') listener(message as WorkerMessage);
  };
  process.on('message', handler);
  return () => process.off('message', handler);
}
