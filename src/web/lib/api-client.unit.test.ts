import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unsignedJwt } from '../test/fixtures';

/**
 * The client plumbing of spec §4/§8 against a scripted fetch: bearer token, error messages, one refresh and
 * one retry on a 401, and a clean sign-out when the refresh is refused.
 */

interface Call {
  url: string;
  method: string;
  authorization: string | null;
}

const user = {
  id: 7,
  name: 'Amine',
  email: 'amine@masar.dz',
  role: 'student',
  avatar_url: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

const jwt = (exp: number) => unsignedJwt({ sub: '7', exp });

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

let calls: Call[];
let storage: Map<string, string>;

function script(responder: (call: Call) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        authorization: new Headers(init.headers).get('Authorization'),
      };
      calls.push(call);
      return responder(call);
    }),
  );
}

beforeEach(() => {
  vi.resetModules();
  calls = [];
  storage = new Map();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  });
  vi.stubGlobal('navigator', {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function load() {
  const session = await import('./session');
  const client = await import('./api-client');
  return { ...session, ...client };
}

describe('apiFetch', () => {
  it('sends the stored token as a bearer token', async () => {
    storage.set('token', 'stored-token');
    script(() => json(200, { ok: true }));
    const { apiFetch } = await load();
    await expect(apiFetch('/users/7')).resolves.toEqual({ ok: true });
    expect(calls).toEqual([{ url: '/api/users/7', method: 'GET', authorization: 'Bearer stored-token' }]);
  });

  it('sends the interface language as Accept-Language on every call, following a change', async () => {
    const languages: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        languages.push(new Headers(init.headers).get('Accept-Language'));
        return json(200, { ok: true });
      }),
    );
    const { apiFetch } = await load();
    const { setRequestLanguage } = await import('./http');
    await apiFetch('/levels');
    setRequestLanguage('fr');
    await apiFetch('/levels');
    setRequestLanguage('en');
    await apiFetch('/points/packages');
    expect(languages).toEqual([null, 'fr', 'en']);
  });

  it("raises the server's error field, else HTTP error! status: {code}", async () => {
    script((call) =>
      call.url.endsWith('/a') ? json(409, { error: 'Email already registered' }) : json(500, undefined),
    );
    const { apiFetch } = await load();
    await expect(apiFetch('/a')).rejects.toThrow('Email already registered');
    await expect(apiFetch('/b')).rejects.toThrow('HTTP error! status: 500');
  });

  it('refreshes once on a 401 and retries the call once with the new token', async () => {
    const fresh = jwt(Math.floor(Date.now() / 1000) + 900);
    storage.set('token', 'expired-token');
    script((call) => {
      if (call.url === '/api/auth/refresh-token') {
        return json(200, { token: fresh, user, agoraUid: 7, agoraRtmToken: null });
      }
      return call.authorization === `Bearer ${fresh}`
        ? json(200, { id: 7 })
        : json(401, { error: 'Unauthorized' });
    });
    const { apiFetch, getSession } = await load();
    await expect(apiFetch('/users/7')).resolves.toEqual({ id: 7 });
    expect(calls.map((call) => [call.url, call.authorization])).toEqual([
      ['/api/users/7', 'Bearer expired-token'],
      ['/api/auth/refresh-token', null],
      ['/api/users/7', `Bearer ${fresh}`],
    ]);
    expect(storage.get('token')).toBe(fresh);
    expect(storage.get('userRole')).toBe('student');
    expect(getSession().status).toBe('signed-in');
  });

  it('signs out cleanly when the refresh is refused', async () => {
    storage.set('token', 'expired-token');
    storage.set('userRole', 'student');
    storage.set('userAvatar', '/api/files/avatars/a.png');
    script(() => json(401, { error: 'Unauthorized' }));
    const { apiFetch, getSession, onSessionExpired, establishSession } = await load();
    establishSession({ token: 'expired-token', user: user as never, agoraUid: 7, agoraRtmToken: null });
    const expired = vi.fn();
    onSessionExpired(expired);
    await expect(apiFetch('/users/7')).rejects.toThrow('Unauthorized');
    expect(calls).toHaveLength(2);
    expect(expired).toHaveBeenCalledOnce();
    expect(getSession()).toEqual({ status: 'signed-out', reason: 'expired' });
    expect([...storage.keys()]).toEqual([]);
  });

  it('shares one refresh between calls that fail together', async () => {
    const fresh = jwt(Math.floor(Date.now() / 1000) + 900);
    storage.set('token', 'expired-token');
    script((call) => {
      if (call.url === '/api/auth/refresh-token') {
        return json(200, { token: fresh, user, agoraUid: 7, agoraRtmToken: null });
      }
      return call.authorization === `Bearer ${fresh}` ? json(200, {}) : json(401, { error: 'Unauthorized' });
    });
    const { apiFetch } = await load();
    await Promise.all([apiFetch('/a'), apiFetch('/b'), apiFetch('/c')]);
    expect(calls.filter((call) => call.url === '/api/auth/refresh-token')).toHaveLength(1);
  });
});

describe('startSession', () => {
  it('removes a stored token that fails /auth/me and stays signed out when no refresh cookie works', async () => {
    storage.set('token', 'garbage');
    storage.set('userRole', 'admin');
    script(() => json(401, { error: 'Unauthorized' }));
    const { startSession, getSession } = await load();
    await startSession();
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/me', '/api/auth/refresh-token']);
    expect(getSession()).toEqual({ status: 'signed-out', reason: 'anonymous' });
    expect([...storage.keys()]).toEqual([]);
  });

  it('makes no call at all without a stored token', async () => {
    script(() => json(500, undefined));
    const { startSession, getSession } = await load();
    await startSession();
    expect(calls).toEqual([]);
    expect(getSession().status).toBe('signed-out');
  });

  it('keeps a valid stored token and schedules its refresh a minute before it expires', async () => {
    vi.useFakeTimers();
    const now = Date.now();
    const first = jwt(Math.floor(now / 1000) + 900);
    const second = jwt(Math.floor(now / 1000) + 1800);
    storage.set('token', first);
    script((call) =>
      call.url === '/api/auth/me'
        ? json(200, { token: first, user, agoraUid: 7, agoraRtmToken: null })
        : json(200, { token: second, user, agoraUid: 7, agoraRtmToken: null }),
    );
    const { startSession, getSession } = await load();
    await startSession();
    expect(getSession().status).toBe('signed-in');
    await vi.advanceTimersByTimeAsync(13 * 60 * 1000);
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/me']);
    await vi.advanceTimersByTimeAsync(60 * 1000 + 1000);
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/me', '/api/auth/refresh-token']);
    expect(storage.get('token')).toBe(second);
  });
});
