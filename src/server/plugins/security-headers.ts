import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

type CspDirectives = NonNullable<
  Exclude<FastifyHelmetOptions['contentSecurityPolicy'], boolean | undefined>['directives']
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

/** The options `@fastify/helmet` was registered with before the CSP was built once (the tests compare). */
export function helmetOptions({ directives, hsts }: SecurityHeaderOptions): FastifyHelmetOptions {
  return { contentSecurityPolicy: { directives }, hsts };
}

/**
 * Helmet's headers on every response, the Content-Security-Policy built once. `@fastify/helmet` 13 calls
 * `helmet(options)` on every request, which validates and joins the CSP directives each time (~10 µs a
 * request; 2.8 % of the server's CPU under load, on the bare route too; docs/performance.md). Here the CSP
 * middleware is made once, in an `onRequest` hook added before the plugin's own, so the header still comes
 * first; the plugin sets the other headers (cheap to build) as before. The headers are byte for byte those of
 * the plugin alone (security-headers.test.ts compares them).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const csp = helmet.contentSecurityPolicy({ directives: options.directives });
  app.addHook('onRequest', (request, reply, done) => {
    csp(request.raw, reply.raw, done);
  });
  await app.register(helmet, { ...helmetOptions(options), contentSecurityPolicy: false });
}
