/**
 * The tab's one WebSocket to `GET /api/ws` (protocol: `src/contract/realtime.ts`). The first message is
 * `{type:'auth', token}`; the server answers `ready`, then pushes events. A close with 4401 (no token, a bad
 * one, or an access token that expired) refreshes the token and reconnects at once; any other close
 * reconnects after an exponential back-off with jitter. Rooms are counted per subscriber and subscribed again
 * after every reconnect. Nothing here knows React: `use-realtime.ts` holds the hooks.
 */
// Types only: the contract module builds zod schemas, which must stay out of the first load.
import type { ClientSocketMessage, ServerSocketMessage } from '../../../contract/realtime';

/** The contract's `WS_CLOSE_UNAUTHORIZED` (the unit test holds them equal). */
export const CLOSE_UNAUTHORIZED = 4401;

/** `open`: authenticated (the server said `ready`); anything else means events may be missed. */
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'closed';

export type SocketEventType = ServerSocketMessage['type'];
export type SocketEvent<T extends SocketEventType> = Extract<ServerSocketMessage, { type: T }>;

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;

/** The wait before reconnect attempt `attempt` (0-based): doubling from 1 s to 30 s, half of it random. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export interface SocketDeps {
  /** The access token to authenticate with, or null when signed out. */
  token: () => string | null;
  /** A fresh access token after a 4401, or null when the refresh was refused (the session is over). */
  refresh: (staleToken: string) => Promise<string | null>;
  /** Called when the refresh was refused. */
  expired: () => void;
  url?: () => string;
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
}

type Handler = (event: ServerSocketMessage) => void;

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/ws`;
}

export class RealtimeSocket {
  status: SocketStatus = 'idle';
  /** How many times the server said `ready` since `start`: above 1 means a reconnect happened. */
  readyCount = 0;
  private socket: WebSocket | null = null;
  private wanted = false;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private unauthorizedInARow = 0;
  private readonly rooms = new Map<string, number>();
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly statusListeners = new Set<() => void>();

  constructor(private readonly deps: SocketDeps) {}

  start(): void {
    if (this.wanted) return;
    this.wanted = true;
    this.attempt = 0;
    this.readyCount = 0;
    this.connect();
  }

  /** At sign-out: close for good, forget the rooms' messages in flight (subscribers keep their counts). */
  stop(): void {
    this.wanted = false;
    clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
    this.setStatus('idle');
  }

  /** The network is back (the browser's `online`): try now instead of waiting out the back-off. */
  reconnectNow(): void {
    if (!this.wanted || this.socket) return;
    this.attempt = 0;
    this.connect();
  }

  /** Listens to one event type; returns the way to stop. */
  on<T extends SocketEventType>(type: T, handler: (event: SocketEvent<T>) => void): () => void {
    const set = this.handlers.get(type) ?? new Set<Handler>();
    this.handlers.set(type, set);
    const wrapped = handler as Handler;
    set.add(wrapped);
    return () => set.delete(wrapped);
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Joins a room while at least one subscriber wants it; returns the way to leave. */
  subscribe(roomId: string): () => void {
    const count = this.rooms.get(roomId) ?? 0;
    this.rooms.set(roomId, count + 1);
    if (count === 0 && this.status === 'open') this.send({ type: 'subscribe', roomId });
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const remaining = (this.rooms.get(roomId) ?? 1) - 1;
      if (remaining > 0) {
        this.rooms.set(roomId, remaining);
        return;
      }
      this.rooms.delete(roomId);
      if (this.status === 'open') this.send({ type: 'unsubscribe', roomId });
    };
  }

  private setStatus(status: SocketStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }

  private send(message: ClientSocketMessage): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(message));
  }

  private connect(token = this.deps.token()): void {
    clearTimeout(this.timer);
    if (!this.wanted) return;
    if (!token) {
      this.setStatus('closed');
      return;
    }
    this.setStatus('connecting');
    const create = this.deps.createSocket ?? ((url: string) => new WebSocket(url));
    const socket = create((this.deps.url ?? defaultUrl)());
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'auth', token } satisfies ClientSocketMessage));
    };
    socket.onmessage = (message: MessageEvent) => {
      if (this.socket !== socket) return;
      this.receive(message.data);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.closed(event.code, token);
    };
  }

  private receive(data: unknown): void {
    let event: ServerSocketMessage;
    try {
      event = JSON.parse(String(data)) as ServerSocketMessage;
    } catch {
      return;
    }
    if (!event || typeof event !== 'object' || typeof event.type !== 'string') return;
    if (event.type === 'ready') {
      this.attempt = 0;
      this.unauthorizedInARow = 0;
      this.readyCount += 1;
      for (const roomId of this.rooms.keys()) this.send({ type: 'subscribe', roomId });
      this.setStatus('open');
    }
    for (const handler of [...(this.handlers.get(event.type) ?? [])]) handler(event);
  }

  private closed(code: number, token: string): void {
    this.setStatus('closed');
    if (!this.wanted) return;
    // A second 4401 in a row (a token refreshed but refused again) waits like any other failure.
    if (code === CLOSE_UNAUTHORIZED && this.unauthorizedInARow === 0) {
      this.unauthorizedInARow += 1;
      this.deps.refresh(token).then(
        (fresh) => {
          if (!this.wanted) return;
          if (!fresh) {
            this.wanted = false;
            this.deps.expired();
            return;
          }
          this.connect(fresh);
        },
        () => this.retryLater(),
      );
      return;
    }
    if (code !== CLOSE_UNAUTHORIZED) this.unauthorizedInARow = 0;
    this.retryLater();
  }

  private retryLater(): void {
    if (!this.wanted) return;
    const delay = backoffDelay(this.attempt, this.deps.random);
    this.attempt += 1;
    this.timer = setTimeout(() => this.connect(), delay);
  }
}
