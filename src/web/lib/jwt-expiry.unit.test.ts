import { describe, expect, it } from 'vitest';
import { jwtExpiry, refreshDelayMs } from './jwt-expiry';

function tokenWith(claims: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

describe('jwtExpiry', () => {
  it('reads the exp claim', () => {
    expect(jwtExpiry(tokenWith({ sub: 1, exp: 1_900_000_000 }))).toBe(1_900_000_000);
  });

  it('returns null for anything that is not a readable JWT', () => {
    expect(jwtExpiry('garbage')).toBeNull();
    expect(jwtExpiry('a.b.c')).toBeNull();
    expect(jwtExpiry(tokenWith({ sub: 1 }))).toBeNull();
  });
});

describe('refreshDelayMs', () => {
  it('refreshes a minute before expiry', () => {
    const now = 1_000_000_000_000;
    const token = tokenWith({ exp: now / 1000 + 15 * 60 });
    expect(refreshDelayMs(token, now)).toBe(14 * 60 * 1000);
  });

  it('is never negative', () => {
    const now = 1_000_000_000_000;
    expect(refreshDelayMs(tokenWith({ exp: now / 1000 - 10 }), now)).toBe(0);
  });
});
