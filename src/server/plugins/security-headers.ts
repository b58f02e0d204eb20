import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { ServerResponse } from 'node:http';
import type { Config } from '../config';

type CspDirectives = NonNullable<
  Exclude<HelmetOptions['contentSecurityPolicy'], boolean | undefined>['directives']
>;

export interface SecurityHeaderOptions {
  directives: CspDirectives;
  hsts: boolean;
}

const AGORA_ORIGINS = [
  'https://*.agora.io',
  'wss://*.agora.io',
  'https://*.sd-rtn.com',
  'wss://*.sd-rtn.com',
];

/** The Content-Security-Policy's directives and HSTS, from the configuration. */
export function securityHeaderOptions(
  config: Pick<Config, 'publicUrl' | 'jitsiBaseUrl' | 'agora'>,
): SecurityHeaderOptions {
  const secure = config.publicUrl.startsWith('https://');
  return {
    directives: {
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'", 'blob:'],
      // Live video: the Jitsi room may open in a frame; Agora's SDK talks to its own servers.
      'frame-src': ["'self'", new URL(config.jitsiBaseUrl).origin],
      'connect-src': ["'self'", ...(config.agora ? AGORA_ORIGINS : [])],
      // Only our own stylesheets (and the inline styles React writes), never one from another host.
      'style-src': ["'self'", "'unsafe-inline'"],
      'upgrade-insecure-requests': secure ? [] : null,
    },
    hsts: secure,
  };
}

/** The options helmet is given (the tests register `@fastify/helmet` with the same ones to compare). */
export function helmetOptions({ directives, hsts }: SecurityHeaderOptions): HelmetOptions {
  return { contentSecurityPolicy: { directives }, hsts };
}

/**
 * The headers helmet sets for these options, in its order, read once by running its middleware against a
 * response that only records them. Each of its middlewares sets a fixed header whatever the request; the one
 * that removes `X-Powered-By` is left out, as nothing in the server ever sets it.
 */
function securityHeaders(options: SecurityHeaderOptions): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(helmetOptions(options))(undefined as never, recorder, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet's headers on every response, computed once and set by one synchronous hook. Registered
 * as `@fastify/helmet`, helmet built its whole middleware chain again on every request (the Content-Security-
 * Policy's validation and joining among it) inside two `async` hooks: with the CSP alone built once, the bare
 * route answered 18,576–19,387 requests/s, and 32,881–34,244 this way (docs/performance.md, "Security headers
 * computed once"). The headers are byte for byte those of the plugin alone, in the same order
 * (security-headers.test.ts compares them on every kind of response).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of headers) res.setHeader(name, value);
    done();
  });
}
