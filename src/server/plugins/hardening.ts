import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { badRequest } from '../errors';

/**
 * The client's `x-request-id` is kept only when it is a plain token (what proxies and our web client send),
 * so no one can write line breaks or a megabyte into every log line of their request.
 */
const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** Where the first NUL character of a value is (PostgreSQL text cannot hold one), or null. */
export function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = key.includes('\u0000') ? [...path, key] : nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

export function assertNoNul(value: unknown, where: string) {
  const found = nulPath(value);
  if (found) throw badRequest(`${found.join('.') || where}: Text cannot contain a NUL character`);
}

const authenticated = (request: FastifyRequest) =>
  request.auth !== null || request.url.startsWith('/api/auth/');

/** Guards every /api route: no NUL in any string it receives, and no cached copy of a signed-in answer. */
export function registerHardening(app: FastifyInstance) {
  // Synchronous hooks (a thrown error is the request's error, as from an async one): no promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.url.startsWith('/api')) {
      assertNoNul(request.params, 'params');
      assertNoNul(request.query, 'query');
      assertNoNul(request.body, 'body');
    }
    done();
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    // Shared caches and the browser's back button must not keep someone's balance, token or files.
    if (authenticated(request)) reply.header('Cache-Control', 'no-store');
    done();
  });
}
