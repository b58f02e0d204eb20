// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthResponse } from '../../contract/auth';
import { signedInUser, unsignedJwt } from '../test/fixtures';
import { STORAGE_KEYS } from './storage-keys';

const MINUTE = 60_000;
const TOKEN_LIFE_SECONDS = 15 * 60;
/** The server's clock, fixed for the test; the device's is set against it. */
const SERVER_START = Date.UTC(2026, 10, 29, 8, 0, 0);

function tokenIssuedAt(serverMs: number): string {
  const iat = Math.floor(serverMs / 1000);
  return unsignedJwt({ sub: 1, iat, exp: iat + TOKEN_LIFE_SECONDS });
}

function authWith(token: string): AuthResponse {
  return { token, user: signedInUser(), agoraUid: 1, agoraRtmToken: null };
}

/**
 * A device whose clock reads `skewMs` more than the server's, and a server that signs a fresh token on each
 * refresh and answers `/auth/me` with the token it was sent. Returns the paths called, in order.
 */
async function deviceWithClock(skewMs: number) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(SERVER_START + skewMs);
  const serverNow = () => Date.now() - skewMs;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace(/^\/api/, '');
      calls.push(path);
      const sent = new Headers(init?.headers).get('authorization')?.replace(/^Bearer /, '') ?? '';
      const token = path === '/auth/me' ? sent : tokenIssuedAt(serverNow());
      return new Response(JSON.stringify(authWith(token)), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  vi.resetModules();
  const session = await import('./session');
  return { session, calls, serverNow };
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the access token refresh, on a device whose clock is wrong', () => {
  it('refreshes a minute before expiry when the clock is 20 minutes ahead, not at once and again', async () => {
    const { session, calls, serverNow } = await deviceWithClock(20 * MINUTE);
    session.establishSession(authWith(tokenIssuedAt(serverNow())));

    await vi.advanceTimersByTimeAsync(13 * MINUTE);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(calls).toEqual(['/auth/refresh-token']);
    // The new token is scheduled the same way: one refresh every 14 minutes.
    await vi.advanceTimersByTimeAsync(12 * MINUTE);
    expect(calls).toEqual(['/auth/refresh-token']);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(calls).toEqual(['/auth/refresh-token', '/auth/refresh-token']);
  });

  it('refreshes before expiry when the clock is 20 minutes behind', async () => {
    const { session, calls, serverNow } = await deviceWithClock(-20 * MINUTE);
    session.establishSession(authWith(tokenIssuedAt(serverNow())));

    await vi.advanceTimersByTimeAsync(13 * MINUTE);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(calls).toEqual(['/auth/refresh-token']);
  });

  it('at start, a stored token that looks expired to a clock far ahead costs one refresh, then keeps time', async () => {
    const { session, calls, serverNow } = await deviceWithClock(3 * 60 * MINUTE);
    localStorage.setItem(STORAGE_KEYS.token, tokenIssuedAt(serverNow() - 5 * MINUTE));

    await session.startSession();
    expect(session.getSession().status).toBe('signed-in');
    expect(calls).toEqual(['/auth/refresh-token']);
    await vi.advanceTimersByTimeAsync(13 * MINUTE);
    expect(calls).toEqual(['/auth/refresh-token']);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(calls).toEqual(['/auth/refresh-token', '/auth/refresh-token']);
  });

  it('at start with a right clock, a stored token ten minutes old is checked, then refreshed in four', async () => {
    const { session, calls, serverNow } = await deviceWithClock(0);
    localStorage.setItem(STORAGE_KEYS.token, tokenIssuedAt(serverNow() - 10 * MINUTE));

    await session.startSession();
    expect(session.getSession().status).toBe('signed-in');
    expect(calls).toEqual(['/auth/me']);
    await vi.advanceTimersByTimeAsync(3.9 * MINUTE);
    expect(calls).toEqual(['/auth/me']);
    await vi.advanceTimersByTimeAsync(0.2 * MINUTE);
    expect(calls).toEqual(['/auth/me', '/auth/refresh-token']);
  });
});

describe("another tab's session, on a device whose clock is 20 minutes ahead", () => {
  it('adopts a token another tab refreshed and times its own refresh by it; a sign-out there ends it here', async () => {
    const { session, calls, serverNow } = await deviceWithClock(20 * MINUTE);
    session.establishSession(authWith(tokenIssuedAt(serverNow())));
    session.watchSession();

    // Five minutes on, the other tab refreshes: its new token lands in the shared storage.
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    const fresh = tokenIssuedAt(serverNow());
    localStorage.setItem(STORAGE_KEYS.token, fresh);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['/auth/me']);
    expect(session.currentToken()).toBe(fresh);

    // Its refresh is due a minute before the new token ends (20 minutes after the first), not at the first's.
    await vi.advanceTimersByTimeAsync(13.9 * MINUTE);
    expect(calls).toEqual(['/auth/me']);
    await vi.advanceTimersByTimeAsync(0.2 * MINUTE);
    expect(calls).toEqual(['/auth/me', '/auth/refresh-token']);

    // The other tab signs out: this one is signed out too, and asks nothing more.
    localStorage.removeItem(STORAGE_KEYS.token);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));
    expect(session.getSession()).toEqual({ status: 'signed-out', reason: 'user' });
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(calls).toEqual(['/auth/me', '/auth/refresh-token']);
  });
});
