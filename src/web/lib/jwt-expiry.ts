/**
 * When to refresh an access token, read from its claims without verifying them.
 *
 * A token's `iat` and `exp` are the server's clock; `Date.now()` is the device's, and a phone's clock can be
 * hours off (set by hand, or in the wrong time zone). So the session keeps the offset between the two clocks,
 * learnt from each token the server sends, and every comparison here is made in server time.
 */

interface TokenTimes {
  /** Seconds since the epoch, server time. */
  exp: number;
  /** Seconds since the epoch, server time; null when the token does not carry it. */
  iat: number | null;
}

function readTimes(token: string): TokenTimes | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const claims: unknown = JSON.parse(atob(padded));
    if (!claims || typeof claims !== 'object') return null;
    const { exp, iat } = claims as { exp?: unknown; iat?: unknown };
    if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
    return { exp, iat: typeof iat === 'number' && Number.isFinite(iat) && iat <= exp ? iat : null };
  } catch {
    return null;
  }
}

/** Reads the `exp` claim (seconds since the epoch) of a JWT without verifying it; null when unreadable. */
export function jwtExpiry(token: string): number | null {
  return readTimes(token)?.exp ?? null;
}

/**
 * Milliseconds to add to the device's clock to read the server's, learnt from a token the server just sent.
 *
 * - `issuedNow` (login, register, refresh): the token was signed a moment ago, so its `iat` is the server's
 *   time now.
 * - Otherwise (`/auth/me` answers with the token it was sent, signed earlier): the server accepted it, so its
 *   time now lies between `iat` and `exp`. The offset known so far is kept when it places the server's time
 *   there, else moved to the nearest end. That can be early, never late, and the refresh it brings is
 *   `issuedNow`, which gives the exact offset.
 *
 * Returns `knownOffsetMs` when the token carries no times to learn from.
 */
export function serverClockOffsetMs(
  token: string,
  deviceNow: number,
  issuedNow: boolean,
  knownOffsetMs = 0,
): number {
  const times = readTimes(token);
  if (!times || times.iat === null) return knownOffsetMs;
  const issued = times.iat * 1000;
  if (issuedNow) return issued - deviceNow;
  const serverNow = Math.min(Math.max(deviceNow + knownOffsetMs, issued), times.exp * 1000);
  return serverNow - deviceNow;
}

/**
 * Milliseconds until the token should be refreshed, given the server's time now: a minute before it expires
 * (half its life, for a token that lives two minutes or less), never negative.
 */
export function refreshDelayMs(token: string, serverNow: number, leadSeconds = 60): number | null {
  const times = readTimes(token);
  if (!times) return null;
  const lead = times.iat === null ? leadSeconds : Math.min(leadSeconds, (times.exp - times.iat) / 2);
  return Math.max(0, times.exp * 1000 - lead * 1000 - serverNow);
}
