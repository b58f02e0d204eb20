import { createHmac } from 'node:crypto';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * An access token as the server signs it (HS256, `sub`, `role`, `sv`), made in the benchmark's own process:
 * the server under load runs elsewhere, and signing in through the API would measure argon2, not the scenario.
 */
export function signAccessToken(
  secret: string,
  user: { id: number; role: string; sessionVersion?: number },
  ttlSeconds = 60 * 60,
): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      sub: String(user.id),
      role: user.role,
      sv: user.sessionVersion ?? 0,
      iat: now,
      exp: now + ttlSeconds,
    }),
  );
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
