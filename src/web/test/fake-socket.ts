/**
 * A fake WebSocket for component and client tests: records what the app sent (parsed), and lets the test
 * open it, push server events and close it with a code, as `GET /api/ws` would.
 */
import { vi } from 'vitest';
import type { ClientSocketMessage, ServerSocketMessage } from '../../contract/realtime';

export class FakeSocket {
  static readonly OPEN = 1;
  readyState = 0;
  sent: ClientSocketMessage[] = [];
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(
    readonly url: string,
    private readonly registry: FakeSocket[],
  ) {
    registry.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as ClientSocketMessage);
  }

  /** The app closed it. */
  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }

  // ── What the server does ──
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  push(event: ServerSocketMessage): void {
    this.onmessage?.({ data: JSON.stringify(event) } as MessageEvent);
  }

  /** Opens, reads the auth message, answers `ready` for `userId`. */
  accept(userId = 12): void {
    this.open();
    this.push({ type: 'ready', userId });
  }

  drop(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

export interface FakeSockets {
  all: FakeSocket[];
  /** The newest socket the app opened. */
  latest(): FakeSocket;
  create: (url: string) => WebSocket;
}

/** A registry of fake sockets; with `stubGlobal`, `new WebSocket(url)` makes one (the unit project unstubs). */
export function fakeSockets({ stubGlobal = false } = {}): FakeSockets {
  const all: FakeSocket[] = [];
  const create = (url: string) => new FakeSocket(url, all) as unknown as WebSocket;
  if (stubGlobal) {
    vi.stubGlobal(
      'WebSocket',
      class extends FakeSocket {
        constructor(url: string) {
          super(url, all);
        }
      },
    );
  }
  return {
    all,
    create,
    latest: () => {
      const socket = all.at(-1);
      if (!socket) throw new Error('No socket was opened');
      return socket;
    },
  };
}
