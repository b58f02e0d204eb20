import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
 * per process. Every write under the users' and sign-in addresses publishes `users.changed` once it has
 * answered, whatever its status (a refused refresh can still end a token family), before its answer leaves:
 * this instance drops every kept user at once, other instances and workers one event later (decision 070's
 * bus). A read that began before a change is answered but not kept. Register on the root instance.
 */
export function registerSessionUsers(app: FastifyInstance, db: Db, events: EventBus): SessionUsers {
  const entries = new Map<number, { user: SessionUser; until: number }>();
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  events.on('users.changed', clear);

  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && USER_WRITES.test(request.url)) {
      // Before the answer leaves: this instance's next request already sees the change.
      clear();
      events.publish({ type: 'users.changed' });
    }
    return payload;
  });

  return {
    async find(id) {
      const kept = entries.get(id);
      if (kept && kept.until > Date.now()) return kept.user;
      const started = generation;
      const [row] = await db
        .select({
          id: users.id,
          role: users.role,
          name: users.name,
          email: users.email,
          sessionVersion: users.sessionVersion,
          suspendedAt: users.suspendedAt,
        })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      if (generation === started && row) {
        entries.delete(id);
        if (entries.size >= MAX_USERS) entries.delete(entries.keys().next().value!);
        entries.set(id, { user: row, until: Date.now() + KEEP_MS });
      }
      return row;
    },
    clear,
    get size() {
      return entries.size;
    },
  };
}
