import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './http';

const session = vi.hoisted(() => ({
  token: 'old' as string | null,
  refreshed: 'fresh' as string | null,
  refreshes: [] as (string | null)[],
  expired: 0,
}));

vi.mock('./session', () => ({
  currentToken: () => session.token,
  refreshSession: (stale: string | null) => {
    session.refreshes.push(stale);
    return Promise.resolve(session.refreshed);
  },
  expireSession: () => {
    session.expired += 1;
  },
}));

const { withTokenRefresh } = await import('./with-token-refresh');

/** A transport that answers each token from a script and records which tokens it was sent with. */
function transport(answers: Record<string, number>) {
  const sent: (string | null)[] = [];
  const send = (token: string | null) => {
    sent.push(token);
    const status = answers[token ?? 'none'] ?? 200;
    return status === 200 ? Promise.resolve(`ok with ${token}`) : Promise.reject(new ApiError('no', status));
  };
  return { sent, send };
}

beforeEach(() => {
  session.token = 'old';
  session.refreshed = 'fresh';
  session.refreshes = [];
  session.expired = 0;
});

describe('withTokenRefresh', () => {
  it('refreshes once on a 401 and sends once more with the new token', async () => {
    const { sent, send } = transport({ old: 401 });
    await expect(withTokenRefresh(send)).resolves.toBe('ok with fresh');
    expect(sent).toEqual(['old', 'fresh']);
    expect(session.refreshes).toEqual(['old']);
    expect(session.expired).toBe(0);
  });

  it('ends the session and throws the 401 when the refresh is refused', async () => {
    session.refreshed = null;
    const { sent, send } = transport({ old: 401 });
    await expect(withTokenRefresh(send)).rejects.toMatchObject({ status: 401 });
    expect(sent).toEqual(['old']);
    expect(session.expired).toBe(1);
  });

  it('does not retry twice: a second 401 is thrown', async () => {
    const { sent, send } = transport({ old: 401, fresh: 401 });
    await expect(withTokenRefresh(send)).rejects.toMatchObject({ status: 401 });
    expect(sent).toEqual(['old', 'fresh']);
    expect(session.refreshes).toHaveLength(1);
  });

  it('leaves other errors and anonymous calls alone', async () => {
    const forbidden = transport({ old: 403 });
    await expect(withTokenRefresh(forbidden.send)).rejects.toMatchObject({ status: 403 });
    session.token = null;
    const anonymous = transport({ none: 401 });
    await expect(withTokenRefresh(anonymous.send)).rejects.toMatchObject({ status: 401 });
    expect(anonymous.sent).toEqual([null]);
    expect(session.refreshes).toEqual([]);
  });
});
