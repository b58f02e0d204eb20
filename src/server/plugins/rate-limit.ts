import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimitRule } from '../config';
import { AppError } from '../errors';

/** Registers the limiter without a global limit: throttled routes opt in with `throttle`. */
export async function registerRateLimit(app: FastifyInstance, redis: Redis | null) {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'masar-rl:' } : {}),
  });
}

/** The signed-in caller, for per-account throttles of routes that need a session (code redemption). */
export function accountKey(request: FastifyRequest): string {
  return request.auth ? `user:${request.auth.id}` : request.ip;
}

/**
 * The account a sign-in, sign-up or reset request is about: the email in its body, normalised, whatever
 * bearer token comes with it (a throwaway account's token must not buy more guesses at someone else's).
 */
export function emailKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `email:${email.normalize('NFKC').trim().toLowerCase()}` : request.ip;
}

/**
 * A throttle for one route and one key. Routes stack two: per address (generous, a school shares one) and
 * per account (tight, stops password guessing). Built on the plugin's `createRateLimit` (its `rateLimit`
 * hook runs only once per request, so two of them cannot be stacked).
 */
export function throttle(
  app: FastifyInstance,
  name: string,
  rule: RateLimitRule,
  key: (request: FastifyRequest) => string = (request) => request.ip,
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.window,
    keyGenerator: (request) => `${name}:${key(request)}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
      throw new AppError(
        429,
        `Too many requests, please try again in ${minutes} minute${minutes > 1 ? 's' : ''}`,
      );
    }
  };
}
