import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_SUSPENDED, type Role } from '../../contract/users';
import { forbidden, unauthorized } from '../errors';

/**
 * Who may call a route. Every /api route declares one in `config.access`; a route without it fails start-up,
 * and test/access.test.ts walks every route proving anonymous and wrong-role calls are refused.
 * - 'public': anyone; a valid bearer token still identifies the caller.
 * - 'user': any signed-in user (ownership is then checked by the handler or service).
 * - a list of roles: signed-in users with one of them.
 */
export type Access = 'public' | 'user' | readonly Role[];

export interface AuthUser {
  id: number;
  role: Role;
  name: string;
  email: string;
  /** The sign-in this request's access token belongs to (kept when the user ends their other sessions). */
  family?: string | null;
  /** An admin suspended the account: refused on every route that needs a signed-in user. */
  suspended?: boolean;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
    /** The raw bearer token, when one was sent and verified. */
    accessToken: string | null;
  }
  interface FastifyInstance {
    routeRegistry: RegisteredRoute[];
  }
}

export interface AccessOptions {
  /** Verifies a bearer token and loads its user; null when the token is bad or the user is gone. */
  resolveUser(token: string): Promise<AuthUser | null>;
}

/** Must be called on the root instance before any route is registered. */
export function registerAccessControl(app: FastifyInstance, options: AccessOptions) {
  const registry: RegisteredRoute[] = [];
  app.decorate('routeRegistry', registry);
  app.decorateRequest('auth', null);
  app.decorateRequest('accessToken', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url.startsWith('/api/docs')) {
      // Routes of the OpenAPI viewer: public documentation of public routes.
      route.config = { ...route.config, access: 'public' };
    }
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${methods.join(',')} ${route.url} declares no access rule`);
    for (const method of methods) if (method !== 'HEAD') registry.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const token = bearerToken(request);
    if (token) {
      const user = await options.resolveUser(token);
      if (user?.suspended) {
        // Suspending also ends the account's tokens (decision 010); this holds even for one minted since.
        if (access !== 'public') throw forbidden(ACCOUNT_SUSPENDED);
      } else if (user) {
        request.auth = user;
        request.accessToken = token;
      } else if (access !== 'public') {
        throw unauthorized('Invalid or expired token');
      }
    }
    if (access === 'public') return;
    if (!request.auth) throw unauthorized();
    if (access !== 'user' && !access.includes(request.auth.role)) throw forbidden();
  });
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  // Stryker disable next-line OptionalChaining: split always yields a first element, so scheme is a string
  return scheme?.toLowerCase() === 'bearer' && value ? value : null;
}

/** The signed-in user, for handlers of routes whose access is not 'public'. */
export function currentUser(request: FastifyRequest): AuthUser {
  // Stryker disable next-line ConditionalExpression: the access hook has already refused anonymous callers on every route that may call this
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Admins, or the user acting on their own record. */
export function assertSelfOrAdmin(request: FastifyRequest, userId: number): AuthUser {
  const user = currentUser(request);
  if (user.role !== 'admin' && user.id !== userId) throw forbidden();
  return user;
}
