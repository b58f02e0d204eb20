import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type Placeholder,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { STATUSES_WHEN, type MyLiveSessions, type MyLiveSessionsQuery } from '../../../contract/live';
import type { DbOrTx } from '../../db/client';
import { idsOnPage, pageCarryingTotal } from '../../db/pagination';
import { preparedPage, type PageWindow } from '../../db/prepared';
import {
  liveSectionPurchases,
  liveSectionSessions,
  liveSessionPurchases,
  liveSessions,
} from '../../db/schema/live';
import { users } from '../../db/schema/users';
import type { AuthUser } from '../../plugins/access';
import { toSessionDto, type LiveContext } from './sessions.read-model';
import { extend } from '../../objects';

type When = MyLiveSessionsQuery['when'];

/**
 * The sessions a user holds and what they match, as a statement's parts: the seat's join, the section's lateral
 * join and the condition. The user's seats and sections (each through its `user_id` index) name the sessions,
 * read by primary key (`idsOnPage`), so the work follows what the user bought, not what the platform holds. A
 * seat counts unless it was refunded for another reason than its session's cancellation; private-class
 * sessions are listed by GET /points/my-individual-live-sessions.
 */
function heldSessions(
  db: DbOrTx,
  userId: number | Placeholder,
  when: When,
  ids: readonly number[] | undefined,
) {
  const named = unionAll(
    db
      .select({ id: liveSessionPurchases.sessionId })
      .from(liveSessionPurchases)
      .where(eq(liveSessionPurchases.userId, userId)),
    db
      .select({ id: liveSectionSessions.sessionId })
      .from(liveSectionPurchases)
      .innerJoin(liveSectionSessions, eq(liveSectionSessions.sectionId, liveSectionPurchases.sectionId))
      .where(eq(liveSectionPurchases.userId, userId)),
  );
  // The latest purchase of a section that holds the session.
  const section = db
    .select({
      at: sql<Date | null>`max(${liveSectionPurchases.createdAt})`
        .mapWith(liveSectionPurchases.createdAt)
        .as('section_at'),
    })
    .from(liveSectionPurchases)
    .innerJoin(liveSectionSessions, eq(liveSectionSessions.sectionId, liveSectionPurchases.sectionId))
    .where(and(eq(liveSectionSessions.sessionId, liveSessions.id), eq(liveSectionPurchases.userId, userId)))
    .as('section');
  const where = and(
    idsOnPage(liveSessions.id, named),
    or(isNotNull(liveSessionPurchases.sessionId), isNotNull(section.at)),
    when ? inArray(liveSessions.status, STATUSES_WHEN[when]) : undefined,
    ids ? inArray(liveSessions.id, ids) : undefined,
  );
  const seat = and(
    eq(liveSessionPurchases.sessionId, liveSessions.id),
    eq(liveSessionPurchases.userId, userId),
    isNull(liveSessions.individualStudentId),
    or(isNull(liveSessionPurchases.refundedAt), eq(liveSessions.status, 'cancelled')),
  );
  return { seat, section, where };
}

/** A page of them, open ones soonest first, the others latest first, carrying the total. */
function heldPage(
  db: DbOrTx,
  userId: number | Placeholder,
  when: When,
  ids: readonly number[] | undefined,
  window: PageWindow,
) {
  const { seat, section, where } = heldSessions(db, userId, when, ids);
  return db
    .select({
      s: liveSessions,
      name: users.name,
      seatAt: liveSessionPurchases.createdAt,
      paid: liveSessionPurchases.amountPaid,
      sectionAt: section.at,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(liveSessions)
    .innerJoin(users, eq(users.id, liveSessions.professorId))
    .leftJoin(liveSessionPurchases, seat)
    .leftJoinLateral(section, sql`true`)
    .where(where)
    .orderBy(
      ...(when === 'open'
        ? [asc(liveSessions.scheduledAt), asc(liveSessions.id)]
        : [desc(liveSessions.scheduledAt), desc(liveSessions.id)]),
    )
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * The pages /TTHSession reads, polled every 30 s while one is open: built once (db/prepared.ts), since planning
 * this statement costs PostgreSQL more than running it.
 */
const preparedPages = {
  open: preparedPage('my_live_sessions_open', (db, name, window) =>
    heldPage(db, sql.placeholder('userId'), 'open', undefined, window).prepare(name),
  ),
  past: preparedPage('my_live_sessions_past', (db, name, window) =>
    heldPage(db, sql.placeholder('userId'), 'past', undefined, window).prepare(name),
  ),
  all: preparedPage('my_live_sessions_all', (db, name, window) =>
    heldPage(db, sql.placeholder('userId'), undefined, undefined, window).prepare(name),
  ),
};

/**
 * The sessions a user holds, by seat or by section, a page at a time (`GET /points/my-live-sessions`). A seat
 * refunded because its session was cancelled stays listed (as cancelled), so the student sees what happened to
 * what they bought. A session held both ways is listed once, as the seat. The page carries its total as a
 * window count.
 */
export async function mySessions(
  ctx: LiveContext,
  user: AuthUser,
  query: MyLiveSessionsQuery,
): Promise<MyLiveSessions> {
  const { db } = ctx;
  const { rows, pagination } = await pageCarryingTotal(
    query,
    (window) =>
      query.ids
        ? heldPage(db, user.id, query.when, query.ids, window)
        : preparedPages[query.when ?? 'all'](db, window).execute({ userId: user.id, ...window }),
    async () => {
      const { seat, section, where } = heldSessions(db, user.id, query.when, query.ids);
      const [row] = await db
        .select({ n: count() })
        .from(liveSessions)
        .leftJoin(liveSessionPurchases, seat)
        .leftJoinLateral(section, sql`true`)
        .where(where);
      return row?.n ?? 0;
    },
  );
  const view = { manage: false, access: true };
  const sessions = rows.map((r) =>
    extend(toSessionDto(ctx, r.s, r.name, view, user.id), {
      // A row is held by its seat or by a section (the statement's condition).
      purchased_at: (r.seatAt ?? r.sectionAt!).toISOString(),
      amount_paid: r.seatAt ? (r.paid ?? 0) : 0,
      source: r.seatAt ? ('session' as const) : ('section' as const),
    }),
  );
  return { sessions, pagination };
}
