import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WS_CLOSE_UNAUTHORIZED } from '../../../contract/realtime';
import { fakeSockets, type FakeSockets } from '../../test/fake-socket';
import {
  BACKOFF_MAX_MS,
  CLOSE_UNAUTHORIZED,
  RealtimeSocket,
  backoffDelay,
  type SocketDeps,
} from './socket-client';

let sockets: FakeSockets;
let token: string | null;
let refresh: ReturnType<typeof vi.fn<SocketDeps['refresh']>>;
let expired: ReturnType<typeof vi.fn<() => void>>;

function client(random = () => 0.5) {
  return new RealtimeSocket({
    token: () => token,
    refresh,
    expired,
    url: () => 'ws://masar.test/api/ws',
    createSocket: sockets.create,
    random,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = fakeSockets();
  token = 'token-1';
  refresh = vi.fn<SocketDeps['refresh']>();
  expired = vi.fn<() => void>();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the tab’s socket', () => {
  it('sends the access token first, and is open only once the server says ready', () => {
    const socket = client();
    socket.start();
    expect(sockets.all).toHaveLength(1);
    expect(sockets.latest().url).toBe('ws://masar.test/api/ws');
    expect(socket.status).toBe('connecting');
    sockets.latest().open();
    expect(sockets.latest().sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    expect(socket.status).toBe('connecting');
    sockets.latest().push({ type: 'ready', userId: 12 });
    expect(socket.status).toBe('open');
  });

  it('closes on the contract’s unauthorised code', () => {
    expect(CLOSE_UNAUTHORIZED).toBe(WS_CLOSE_UNAUTHORIZED);
  });

  it('opens no socket without a token', () => {
    token = null;
    const socket = client();
    socket.start();
    expect(sockets.all).toHaveLength(0);
    expect(socket.status).toBe('closed');
  });

  it('on 4401 refreshes the token and reconnects with the new one at once', async () => {
    refresh.mockResolvedValue('token-2');
    const socket = client();
    socket.start();
    sockets.latest().accept();
    sockets.latest().drop(WS_CLOSE_UNAUTHORIZED);
    expect(socket.status).toBe('closed');
    await vi.waitFor(() => expect(sockets.all).toHaveLength(2));
    expect(refresh).toHaveBeenCalledExactlyOnceWith('token-1');
    sockets.latest().open();
    expect(sockets.latest().sent).toEqual([{ type: 'auth', token: 'token-2' }]);
  });

  it('ends the session when the refresh after a 4401 is refused, and stops reconnecting', async () => {
    refresh.mockResolvedValue(null);
    const socket = client();
    socket.start();
    sockets.latest().drop(WS_CLOSE_UNAUTHORIZED);
    await vi.waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS * 2);
    expect(sockets.all).toHaveLength(1);
  });

  it('backs off exponentially with jitter on other closes, and starts over after a ready', async () => {
    const socket = client(() => 0);
    socket.start();
    // With no randomness the waits are half of 1 s, 2 s, 4 s…
    for (const [attempt, wait] of [500, 1000, 2000, 4000].entries()) {
      sockets.latest().drop(1006);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(sockets.all, `attempt ${attempt}`).toHaveLength(attempt + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets.all, `attempt ${attempt}`).toHaveLength(attempt + 2);
    }
    sockets.latest().accept();
    sockets.latest().drop(1006);
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets.all).toHaveLength(6);
    expect(socket.status).toBe('connecting');
  });

  it('tries at once when the network is back instead of waiting out the back-off', async () => {
    const socket = client(() => 1);
    socket.start();
    for (let i = 0; i < 4; i += 1) {
      sockets.latest().drop(1006);
      await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS);
    }
    sockets.latest().drop(1006);
    expect(sockets.all).toHaveLength(5);
    socket.reconnectNow();
    expect(sockets.all).toHaveLength(6);
    socket.reconnectNow();
    expect(sockets.all).toHaveLength(6);
  });

  it('keeps the back-off between half and all of a doubling ceiling of 30 s', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 0.5)).toBe(6000);
    expect(backoffDelay(20, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(20, () => 0)).toBe(BACKOFF_MAX_MS / 2);
  });

  it('subscribes to rooms once ready, again after a reconnect, and leaves when the last subscriber goes', async () => {
    const socket = client(() => 0);
    socket.start();
    const leaveA = socket.subscribe('41');
    const leaveB = socket.subscribe('41');
    socket.subscribe('pc-7');
    sockets.latest().accept();
    expect(sockets.latest().sent.slice(1)).toEqual([
      { type: 'subscribe', roomId: '41' },
      { type: 'subscribe', roomId: 'pc-7' },
    ]);

    sockets.latest().drop(1011);
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets.all).toHaveLength(2);
    sockets.latest().accept();
    expect(sockets.latest().sent).toEqual([
      { type: 'auth', token: 'token-1' },
      { type: 'subscribe', roomId: '41' },
      { type: 'subscribe', roomId: 'pc-7' },
    ]);

    leaveA();
    expect(sockets.latest().sent).toHaveLength(3);
    leaveB();
    expect(sockets.latest().sent.at(-1)).toEqual({ type: 'unsubscribe', roomId: '41' });
  });

  it('hands each event to the listeners of its type, and closes for good on stop', async () => {
    const socket = client();
    const counts = vi.fn();
    const off = socket.on('counts', (event) => counts(event.counts));
    socket.start();
    sockets.latest().accept();
    sockets.latest().push({ type: 'counts', counts: { pendingCourses: 3 } });
    sockets.latest().push({ type: 'subscribed', roomId: '41' });
    expect(counts).toHaveBeenCalledExactlyOnceWith({ pendingCourses: 3 });
    off();
    sockets.latest().push({ type: 'counts', counts: { pendingCourses: 4 } });
    expect(counts).toHaveBeenCalledTimes(1);

    socket.stop();
    expect(sockets.latest().closedWith).toBe(1000);
    expect(socket.status).toBe('idle');
    await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS * 2);
    expect(sockets.all).toHaveLength(1);
  });
});
