import { and, asc, desc, eq, isNull, notInArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type {
  LiveSession,
  LiveSessionList,
  LiveSessionsCount,
  LiveSessionsQuery,
} from '../../../contract/live';
import { SESSION_NOT_FOUND } from '../../../contract/live';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { boundedCount, paginate, preparedOffsetPages } from '../../db/pagination';
import { preparedStatement } from '../../db/prepared';
import { liveSessions } from '../../db/schema/live';
import { users } from '../../db/schema/users';
import { notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { recordingAddress } from './recording-grant';
import { upcomingCache, type UpcomingPage } from './live-read-cache';
import { extend } from '../../objects';

export type LiveSessionRow = typeof liveSessions.$inferSelect;

/** What live teaching needs from the app: the database, the configuration, and the mailer for notifications. */
export type LiveContext = Pick<AppContext, 'db' | 'config' | 'mailer' | 'events'>;

export async function getSessionRow(db: DbOrTx, id: number): Promise<LiveSessionRow> {
  const [row] = await db.select().from(liveSessions).where(eq(liveSessions.id, id)).limit(1);
  if (!row) throw notFound(SESSION_NOT_FOUND);
  return row;
}

/** What the viewer may see beyond the public fields. */
export interface SessionView {
  /** Owner or admin: the meeting link. */
  manage: boolean;
  /** Anyone with access: the recording's address. */
  access: boolean;
}

export function toSessionDto(
  ctx: Pick<AppContext, 'config'>,
  row: LiveSessionRow,
  professorName: string,
  view: SessionView,
  viewerId: number | null,
): LiveSession {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    courseId: row.courseId,
    professorId: row.professorId,
    professorName,
    material_id: row.materialId,
    language_level_id: row.languageLevelId,
    scheduledAt: row.scheduledAt.toISOString(),
    duration: row.duration,
    status: row.status,
    attendeesCount: row.attendeesCount,
    maxAttendees: row.maxAttendees,
    price: row.price,
    tags: row.tags,
    isApproved: row.isApproved,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    isRecorded: row.isRecorded,
    recordingUrl: view.access && viewerId !== null ? recordingAddress(ctx, row, viewerId) : null,
    meetingUrl: view.manage ? row.meetingUrl : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function sessionSelect(db: DbOrTx) {
  return db
    .select({ s: liveSessions, professorName: users.name })
    .from(liveSessions)
    .innerJoin(users, eq(users.id, liveSessions.professorId));
}

const ENDED: LiveSessionRow['status'][] = ['ended', 'cancelled'];

function filters(query: Partial<LiveSessionsQuery>): SQL[] {
  const where: SQL[] = [];
  if (query.status) where.push(eq(liveSessions.status, query.status));
  if (query.professor_id) where.push(eq(liveSessions.professorId, query.professor_id));
  if (query.course_id) where.push(eq(liveSessions.courseId, query.course_id));
  if (query.material_id) where.push(eq(liveSessions.materialId, query.material_id));
  if (query.language_level_id) where.push(eq(liveSessions.languageLevelId, query.language_level_id));
  return where;
}

/**
 * The public catalogue: approved sessions, soonest first. Without a status filter it holds what can still be
 * attended (upcoming and live); ended and cancelled ones are asked for by status.
 */
export async function listPublicSessions(
  ctx: LiveContext,
  viewer: AuthUser | null,
  query: LiveSessionsQuery,
): Promise<LiveSessionList> {
  const extra = filters(query);
  if (!query.status && extra.length === 0) return listUpcoming(ctx, viewer, query);
  const where = and(
    eq(liveSessions.isApproved, true),
    // Individual sessions (private classes) are never listed publicly.
    isNull(liveSessions.individualStudentId),
    ...(query.status ? [] : [notInArray(liveSessions.status, ENDED)]),
    ...extra,
  );
  return listWhere(ctx, viewer, where, query, 'upcoming');
}

/**
 * What the public list holds unfiltered: approved, not individual, still to be attended. Its values are
 * written into the statement, not sent as parameters: a plan made once must see them to use the partial index
 * `live_sessions_public_upcoming_idx`; as parameters, PostgreSQL planned the statement again on every call
 * (docs/performance.md, "Constants in the statement").
 */
const UPCOMING = and(
  eq(liveSessions.isApproved, true),
  isNull(liveSessions.individualStudentId),
  notInArray(liveSessions.status, ENDED),
)!.inlineParams();

/**
 * A list of sessions under a fixed condition, with no filter of the reader's, built once (db/prepared.ts): the
 * sessions with their professors' names, each page carrying the list's total (`preparedOffsetPages`: counted up
 * to 10,000 in the page's own statement, an InitPlan run once, and beyond that the planner's estimate), so the
 * page and its total come back in one round trip and the count does not grow with the table.
 */
function sessionsCarryingTotal(name: string, where: SQL | undefined, order: SQL[]) {
  const pages = preparedOffsetPages(
    name,
    liveSessions,
    () => where,
    (db, statement, way) =>
      db
        .select({ s: liveSessions, professorName: users.name, total: way.total })
        .from(liveSessions)
        .innerJoin(users, eq(users.id, liveSessions.professorId))
        .where(way.where)
        .orderBy(...order)
        .limit(way.window.limit)
        .offset(way.window.offset)
        .prepare(statement),
  );
  return async (db: Db, query: { page: number; limit: number }): Promise<UpcomingPage> => {
    const { rows, pagination } = await pages(db, query, {});
    return { rows: rows.map(({ s, professorName }) => ({ s, professorName })), pagination };
  };
}

/**
 * The public list as the live classes page first asks for it (no filter), soonest first. What a reader holds is
 * asked apart (`heldAmong`), so the page itself is kept (`upcoming-cache.ts`).
 */
const upcomingSessions = sessionsCarryingTotal('live_sessions_upcoming', UPCOMING, [
  asc(liveSessions.scheduledAt),
  asc(liveSessions.id),
]);

/**
 * The unfiltered list: its page from the kept copy (read on a miss). What a reader holds shows in a session's
 * answer only as its recording's grant, so it is asked, in one small statement, only for the recorded sessions
 * of the page, and only for a signed-in reader other than an admin (who manages every session). A recording
 * ends its session (`saveRecording`), so the list of sessions still to be attended has none, and its reads reach
 * the database only on a miss.
 */
async function listUpcoming(
  ctx: LiveContext,
  viewer: AuthUser | null,
  query: { page: number; limit: number },
): Promise<LiveSessionList> {
  const { rows, pagination } = await upcomingCache(ctx.events).get(`${query.page}:${query.limit}`, () =>
    upcomingSessions(ctx.db, query),
  );
  const recorded = rows.filter((r) => r.s.isRecorded).map((r) => r.s.id);
  const held =
    viewer && viewer.role !== 'admin' ? await heldSessionIds(ctx.db, viewer.id, recorded) : new Set<number>();
  return {
    sessions: rows.map((r) => sessionOf(ctx, viewer, extend(r, { held: held.has(r.s.id) }))),
    pagination,
  };
}

function sessionOf(
  ctx: LiveContext,
  viewer: AuthUser | null,
  r: { s: LiveSessionRow; professorName: string; held: boolean },
) {
  const manage = viewer?.role === 'admin' || viewer?.id === r.s.professorId;
  return toSessionDto(ctx, r.s, r.professorName, { manage, access: manage || r.held }, viewer?.id ?? null);
}

export async function listProfessorSessions(
  ctx: LiveContext,
  viewer: AuthUser,
  professorId: number,
  query: LiveSessionsQuery,
) {
  const where = and(eq(liveSessions.professorId, professorId), ...filters(query));
  return listWhere(ctx, viewer, where, query, 'newest');
}

/**
 * The admin's lists as the live sessions page opens them (every session, or those waiting for approval or
 * approved; no other filter), newest first, each page carrying its total. An admin manages every session, so
 * what the admin holds is not asked (`sessionOf` gives a manager access); built per request, the list asked it
 * of every row and PostgreSQL planned the statement on every call.
 */
const newestFirst = [desc(liveSessions.scheduledAt), desc(liveSessions.id)];
const adminSessionsLists = {
  all: sessionsCarryingTotal('admin_live_sessions_all', undefined, newestFirst),
  pending: sessionsCarryingTotal(
    'admin_live_sessions_pending',
    eq(liveSessions.isApproved, false).inlineParams(),
    newestFirst,
  ),
  approved: sessionsCarryingTotal(
    'admin_live_sessions_approved',
    eq(liveSessions.isApproved, true).inlineParams(),
    newestFirst,
  ),
};

export async function listAdminSessions(
  ctx: LiveContext,
  viewer: AuthUser,
  query: LiveSessionsQuery & { approval?: 'pending' | 'approved' | undefined },
) {
  if (filters(query).length === 0) {
    const { rows, pagination } = await adminSessionsLists[query.approval ?? 'all'](ctx.db, query);
    return {
      sessions: rows.map(({ s, professorName }) => sessionOf(ctx, viewer, { s, professorName, held: false })),
      pagination,
    };
  }
  const where = and(
    ...(query.approval ? [eq(liveSessions.isApproved, query.approval === 'approved')] : []),
    ...filters(query),
  );
  return listWhere(ctx, viewer, where, query, 'newest');
}

async function listWhere(
  ctx: LiveContext,
  viewer: AuthUser | null,
  where: SQL | undefined,
  query: { page: number; limit: number },
  order: 'upcoming' | 'newest',
): Promise<LiveSessionList> {
  const { rows, pagination } = await paginate(
    query,
    (page) =>
      ctx.db
        .select({
          s: liveSessions,
          professorName: users.name,
          held: viewer ? heldBy(viewer.id) : sql<boolean>`false`,
        })
        .from(liveSessions)
        .innerJoin(users, eq(users.id, liveSessions.professorId))
        .where(where)
        .orderBy(
          ...(order === 'upcoming'
            ? [asc(liveSessions.scheduledAt), asc(liveSessions.id)]
            : [desc(liveSessions.scheduledAt), desc(liveSessions.id)]),
        )
        .limit(page.limit)
        .offset(page.offset),
    boundedCount(ctx.db, liveSessions, where).then((total) => [{ total }]),
  );
  return { sessions: rows.map((r) => sessionOf(ctx, viewer, r)), pagination };
}

/**
 * Whether the user holds the row's session, as a column of the page's own query (no second round trip): a seat
 * of their own (not refunded) or an owned section — the rule of `heldSessionIds`.
 */
const heldBy = (userId: number | Placeholder) => sql<boolean>`(exists (select 1 from live_session_purchases p
    where p.session_id = "live_sessions"."id" and p.user_id = ${userId} and p.refunded_at is null)
  or exists (select 1 from live_section_sessions ss
    join live_section_purchases sp on sp.section_id = ss.section_id
    where ss.session_id = "live_sessions"."id" and sp.user_id = ${userId}))`;

/** Of the given sessions, those the user holds: `heldBy` over the sessions' ids, one statement built once. */
const heldAmong = preparedStatement('live_sessions_held_among', (db, name) =>
  db
    .select({ id: liveSessions.id })
    .from(liveSessions)
    .where(
      and(sql`${liveSessions.id} = any(${sql.placeholder('ids')}::int[])`, heldBy(sql.placeholder('userId'))),
    )
    .prepare(name),
);

/** Of the given sessions, those the user holds: a seat of their own (not refunded) or an owned section. */
export async function heldSessionIds(db: DbOrTx, userId: number, sessionIds: number[]): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await heldAmong(db).execute({ ids: sessionIds, userId });
  return new Set(rows.map((r) => r.id));
}

export async function getSessionDto(
  ctx: LiveContext,
  viewer: AuthUser | null,
  id: number,
  options: { hideUnapproved: boolean } = { hideUnapproved: true },
): Promise<LiveSession> {
  const [row] = await sessionSelect(ctx.db).where(eq(liveSessions.id, id));
  if (!row) throw notFound(SESSION_NOT_FOUND);
  const manage = viewer?.role === 'admin' || viewer?.id === row.s.professorId;
  // An unapproved session is not public yet: only its professor and admins learn it exists.
  if (options.hideUnapproved && !row.s.isApproved && !manage) throw notFound(SESSION_NOT_FOUND);
  // A private class's session exists only for its student (and its professor and admins).
  const individual = row.s.individualStudentId;
  if (individual !== null && !manage && viewer?.id !== individual) throw notFound(SESSION_NOT_FOUND);
  const held = viewer && !manage ? await heldSessionIds(ctx.db, viewer.id, [id]) : new Set<number>();
  return toSessionDto(
    ctx,
    row.s,
    row.professorName,
    { manage, access: manage || held.has(id) },
    viewer?.id ?? null,
  );
}

/** Pending: awaiting approval and not over; not ended: neither ended nor cancelled. */
export async function liveSessionsCount(db: Db): Promise<LiveSessionsCount> {
  const open = sql`${liveSessions.status} not in ('ended', 'cancelled')`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where not ${liveSessions.isApproved} and ${open}))::int`,
      notEnded: sql<number>`(count(*) filter (where ${open}))::int`,
    })
    .from(liveSessions);
  return { pending: row?.pending ?? 0, notEnded: row?.notEnded ?? 0, total: row?.total ?? 0 };
}
