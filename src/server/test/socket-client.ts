import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import type { ClientSocketMessage, ServerSocketMessage } from '../../contract/realtime';

/** A test's socket to `/api/ws` on a listening app: what it received, waits for a message, its close code. */
export interface TestSocket {
  ws: WebSocket;
  received: ServerSocketMessage[];
  send(message: ClientSocketMessage | string): void;
  /**
   * The first message (already received or to come) that matches, or a rejection after `timeoutMs` (10 s by
   * default: a wait, not a check of speed, which a test makes with a time of its own; with CI's browser tests
   * beside the API suite a first `ready` once took longer than the 2 s this was).
   */
  next<T extends ServerSocketMessage['type']>(
    type: T,
    match?: (message: Extract<ServerSocketMessage, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerSocketMessage, { type: T }>>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): void;
}

/** The app's socket address once it listens (port 0: any free port). */
export async function socketUrl(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  const base =
    address && typeof address === 'object'
      ? `http://127.0.0.1:${address.port}`
      : await app.listen({ port: 0, host: '127.0.0.1' });
  return `${base.replace(/^http/, 'ws')}/api/ws`;
}

export async function openSocket(url: string): Promise<TestSocket> {
  const ws = new WebSocket(url);
  const received: ServerSocketMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    received.push(JSON.parse(data.toString()) as ServerSocketMessage);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    received,
    closed,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next(type, match = () => true, timeoutMs = 10_000) {
      type M = Extract<ServerSocketMessage, { type: typeof type }>;
      const find = () => received.find((m): m is M => m.type === type && match(m as M));
      return new Promise<M>((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const wake = () => {
          const hit = find();
          if (!hit) return;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(hit);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(`no ${type} message within ${timeoutMs} ms; received ${JSON.stringify(received)}`),
          );
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    close: () => ws.close(),
  };
}

/** A socket that has authenticated and received `ready`. */
export async function signedInSocket(url: string, token: string): Promise<TestSocket> {
  const socket = await openSocket(url);
  socket.send({ type: 'auth', token });
  await socket.next('ready');
  return socket;
}

/** Subscribes and waits for the answer: `subscribed`, or the error naming the room. */
export async function subscribe(socket: TestSocket, roomId: string) {
  socket.send({ type: 'subscribe', roomId });
  const answered = (m: ServerSocketMessage) =>
    (m.type === 'subscribed' || m.type === 'error') && 'roomId' in m && m.roomId === roomId;
  await new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      if (socket.received.some(answered)) return resolve();
      if (Date.now() - started > 10_000) return reject(new Error(`no answer to subscribing to ${roomId}`));
      setTimeout(poll, 5);
    };
    poll();
  });
  return socket.received.filter(answered).at(-1)!;
}
