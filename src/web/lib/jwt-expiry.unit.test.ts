import { describe, expect, it } from 'vitest';
import { jwtExpiry, refreshDelayMs, serverClockOffsetMs } from './jwt-expiry';
import { unsignedJwt } from '../test/fixtures';

describe('jwtExpiry', () => {
  it('reads the exp claim', () => {
    expect(jwtExpiry(unsignedJwt({ sub: 1, exp: 1_900_000_000 }))).toBe(1_900_000_000);
  });

  it('returns null for anything that is not a readable JWT', () => {
    expect(jwtExpiry('garbage')).toBeNull();
    expect(jwtExpiry('a.b.c')).toBeNull();
    expect(jwtExpiry(unsignedJwt({ sub: 1 }))).toBeNull();
  });
});

describe('refreshDelayMs', () => {
  it('refreshes a minute before expiry', () => {
    const now = 1_000_000_000_000;
    const token = unsignedJwt({ exp: now / 1000 + 15 * 60 });
    expect(refreshDelayMs(token, now)).toBe(14 * 60 * 1000);
  });

  it('is never negative', () => {
    const now = 1_000_000_000_000;
    expect(refreshDelayMs(unsignedJwt({ exp: now / 1000 - 10 }), now)).toBe(0);
  });

  it('refreshes a token that lives two minutes or less at half its life, not at once', () => {
    const now = 1_000_000_000_000;
    const token = unsignedJwt({ iat: now / 1000, exp: now / 1000 + 60 });
    expect(refreshDelayMs(token, now)).toBe(30 * 1000);
  });
});

describe('serverClockOffsetMs', () => {
  const server = 1_000_000_000_000;
  const token = (issuedAgoSeconds: number) =>
    unsignedJwt({ iat: server / 1000 - issuedAgoSeconds, exp: server / 1000 - issuedAgoSeconds + 900 });

  it('reads the offset from a token signed just now', () => {
    expect(serverClockOffsetMs(token(0), server + 20 * 60_000, true)).toBe(-20 * 60_000);
    expect(serverClockOffsetMs(token(0), server - 3_000, true)).toBe(3_000);
  });

  it('keeps the known offset when it places the server between the token signed earlier and its expiry', () => {
    expect(serverClockOffsetMs(token(300), server + 60_000, false, -60_000)).toBe(-60_000);
    expect(serverClockOffsetMs(token(300), server, false)).toBe(0);
  });

  it('moves the offset to the nearest end of that window otherwise', () => {
    // Ahead by an hour: the server's time cannot be past the expiry of a token it accepted.
    expect(serverClockOffsetMs(token(300), server + 3_600_000, false)).toBe(600_000 - 3_600_000);
    // Behind by an hour: nor before its signing.
    expect(serverClockOffsetMs(token(300), server - 3_600_000, false)).toBe(3_600_000 - 300_000);
  });

  it('keeps the known offset for a token without times', () => {
    expect(serverClockOffsetMs('garbage', server, true, 1_234)).toBe(1_234);
    expect(serverClockOffsetMs(unsignedJwt({ exp: server / 1000 }), server, true, 1_234)).toBe(1_234);
  });
});
