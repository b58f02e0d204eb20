/** Reads the `exp` claim (seconds since the epoch) of a JWT without verifying it; null when unreadable. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const claims: unknown = JSON.parse(atob(padded));
    if (claims && typeof claims === 'object' && 'exp' in claims) {
      const { exp } = claims as { exp: unknown };
      if (typeof exp === 'number' && Number.isFinite(exp)) return exp;
    }
    return null;
  } catch {
    return null;
  }
}

/** Milliseconds until the token should be refreshed: a minute before it expires, never negative. */
export function refreshDelayMs(token: string, now: number, leadSeconds = 60): number | null {
  const exp = jwtExpiry(token);
  if (exp === null) return null;
  return Math.max(0, exp * 1000 - leadSeconds * 1000 - now);
}
