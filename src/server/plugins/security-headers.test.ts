import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import { helmetOptions, securityHeaderOptions } from './security-headers';

// The headers are computed once instead of on every request (docs/performance.md): every security header must
// stay byte for byte what `@fastify/helmet` registered alone with the same options sends, in the same order.

const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** The headers in the order they were set, names lower-cased. */
function lines(headers: Record<string, unknown>): [string, string][] {
  return Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value)]);
}

async function referenceHeaders(t: TestApp): Promise<[string, string][]> {
  const reference = Fastify();
  // The same options; helmet's CommonJS and ES module declarations name the same types twice.
  const options = helmetOptions(securityHeaderOptions(t.config)) as FastifyHelmetOptions;
  await reference.register(helmet, options);
  reference.get('/*', async () => ({ ok: true }));
  const res = await reference.inject({ method: 'GET', url: '/' });
  await reference.close();
  return lines(res.headers).filter(([name]) => !NOT_HELMET.has(name));
}

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

describe('security headers', () => {
  for (const [label, env] of [
    ['plain http', {}],
    [
      'https with Agora and a Jitsi server of its own',
      {
        PUBLIC_URL: 'https://masar.example',
        AGORA_APP_ID: 'app',
        AGORA_APP_CERTIFICATE: 'cert',
        JITSI_BASE_URL: 'https://jitsi.example/',
      },
    ],
  ] as const) {
    it(`are those of @fastify/helmet alone, in the same order, on every kind of response (${label})`, async () => {
      const t = await createTestApp({ env });
      apps.push(t);
      const expected = await referenceHeaders(t);
      expect(expected.map(([name]) => name)).toContain('content-security-policy');
      expect(expected.length).toBeGreaterThanOrEqual(10);
      for (const url of ['/api/health', '/api/users', '/api/no-such-route', '/']) {
        const res = await t.request({ method: 'GET', url });
        const sent = lines(res.headers).filter(([name]) => expected.some(([n]) => n === name));
        expect(sent, url).toEqual(expected);
      }
    });
  }

  it('sends the policy the configuration asks for', async () => {
    const [plain, secure] = apps;
    const csp = async (t: TestApp) =>
      (await t.request({ method: 'GET', url: '/api/health' })).headers['content-security-policy'];
    expect(await csp(plain!)).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
        "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
        "style-src 'self' 'unsafe-inline';media-src 'self' blob:;frame-src 'self' https://meet.jit.si;connect-src 'self'",
    );
    const secured = String(await csp(secure!));
    expect(secured).toContain("frame-src 'self' https://jitsi.example;");
    expect(secured).toContain("connect-src 'self' https://*.agora.io wss://*.agora.io");
    expect(secured).toContain("'unsafe-inline';upgrade-insecure-requests;media-src");
    expect(
      (await secure!.request({ method: 'GET', url: '/api/health' })).headers['strict-transport-security'],
    ).toBe('max-age=31536000; includeSubDomains');
  });
});
