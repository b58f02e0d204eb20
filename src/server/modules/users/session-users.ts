import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { users } from '../../db/schema/users';
import type { EventBus } from '../../plugins/events';

/** What every signed-in request checks of its user: who they are, their session version, a suspension. */
export interface SessionUser {
  id: number;
  role: (typeof users.$inferSelect)['role'];
  name: string;
  email: string;
  sessionVersion: number;
  suspendedAt: Date | null;
}

/**
 * Writes that may change a user's row, by address: every write under /api/users (name, email, role, avatar,
 * suspension, deletion) and /api/auth (sign-out everywhere, password change and reset, email change
 * confirmed or undone). Nothing else writes `users`; a new write elsewhere must publish `users.changed`.
 */
const USER_WRITES = /^\/api\/(?:users|auth)(?:\/|$)/;

/**
 * The writes under /api/auth that leave every existing account's session facts as they were: signing in (a
 * new refresh family), rotating a refresh token (the refresh tokens' table only; an access token is checked
 * against its session version, never its family), checking a token, asking for or checking a reset link. They
 * are most of the writes there (every signed-in tab refreshes once per access token's life), and each one
 * dropped every kept user on every instance. Signing up makes a row that nobody keeps: it is announced as a
 * new account, which the admin figures count and kept users ignore.
 */
const LEAVES_SESSIONS = new Set([
  '/api/auth/login',
  '/api/auth/refresh-token',
  '/api/auth/verify',
  '/api/auth/forgot-password',
  '/api/auth/verify-reset-token',
]);
const SIGN_UP = '/api/auth/register';

/**
 * A user's session facts by id, built once (db/prepared.ts). It runs on every miss: each user's first
 * request, and again every `KEEP_MS` while they stay; built per call, its select was 7-8 % of the server's
 * CPU when each purchase came from a user not kept (docs/performance.md, "The session user's read prepared").
 */
const sessionUser = preparedStatement('session_user', (db, name) =>
  db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      sessionVersion: users.sessionVersion,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);

/** Users kept per process; the oldest goes first. */
const MAX_USERS = 50_000;

/**
 * How long a kept user is trusted without an event: bounds what an instance that missed `users.changed` (Redis
 * briefly away) can get wrong about a suspension or ended sessions.
 */
const KEEP_MS = 30_000;

export interface SessionUsers {
  /** The user's session facts, from memory when kept; undefined when there is no such user. */
  find(id: number): Promise<SessionUser | undefined>;
  clear(): void;
  readonly size: number;
}

/**
 * The per-request user lookup of the bearer token check (suspension, session version, role), kept in memory
 * per process. Every write under the users' and sign-in addresses but those of `LEAVES_SESSIONS` publishes
 * `users.changed` once it has answered, whatever its status, before its answer leaves: this instance drops every
 * kept user at once, other instances and workers one event later (decision 070's bus). A read that began before
 * a change is answered but not kept, and no request arriving after the change joins it. Register on the root
 * instance.
 */
export function registerSessionUsers(app: FastifyInstance, db: Db, events: EventBus): SessionUsers {
  const entries = new Map<number, { user: SessionUser; until: number }>();
  /** Reads under way, by user: the requests that miss together share one (a class signing in at once). */
  const reading = new Map<number, Promise<SessionUser | undefined>>();
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
    reading.clear();
  };
  events.on('users.changed', (event) => {
    if (!event.newAccount) clear();
  });

  app.addHook('onSend', (request, _reply, _payload, done) => {
    // An address with no route (404) wrote nothing.
    const route = request.routeOptions.url;
    const writesUsers =
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      route !== undefined &&
      USER_WRITES.test(route) &&
      !LEAVES_SESSIONS.has(route);
    if (writesUsers && route === SIGN_UP) {
      events.publish({ type: 'users.changed', newAccount: true });
    } else if (writesUsers) {
      // Before the answer leaves: this instance's next request already sees the change.
      clear();
      events.publish({ type: 'users.changed' });
    }
    done();
  });

  const read = async (id: number) => {
    const started = generation;
    const [row] = await sessionUser(db).execute({ id });
    if (generation === started && row) {
      entries.delete(id);
      if (entries.size >= MAX_USERS) entries.delete(entries.keys().next().value!);
      entries.set(id, { user: row, until: Date.now() + KEEP_MS });
    }
    return row;
  };

  return {
    find(id) {
      const kept = entries.get(id);
      if (kept && kept.until > Date.now()) return Promise.resolve(kept.user);
      // A read that began before a change is not joined: `clear` forgets it.
      let pending = reading.get(id);
      if (!pending) {
        pending = read(id).finally(() => {
          if (reading.get(id) === pending) reading.delete(id);
        });
        reading.set(id, pending);
      }
      return pending;
    },
    clear,
    get size() {
      return entries.size;
    },
  };
}
