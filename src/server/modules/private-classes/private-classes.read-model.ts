import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  lt,
  notExists,
  notInArray,
  or,
  sql,
  type SQLWrapper,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppLanguage } from '../../../contract/common';
import { STATUSES_WHEN, type LiveSessionStatus } from '../../../contract/live';
import {
  PRIVATE_CLASS_NOT_FOUND,
  type MyIndividualSessions,
  type MyIndividualSessionsQuery,
  type PrivateClass,
  type PrivateClassList,
  type PrivateClassesQuery,
} from '../../../contract/private-classes';
import type { DbOrTx } from '../../db/client';
import { isoTime, type JsonTime } from '../../db/json-time';
import { boundedCount, pageCarryingTotal, paginate, preparedOffsetPages } from '../../db/pagination';
import { liveSessions } from '../../db/schema/live';
import { privateClasses, privateClassSessions } from '../../db/schema/private-classes';
import { users } from '../../db/schema/users';
import { notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { publicFileUrl } from '../../plugins/storage';
import { subjectNames } from './subjects.read-model';
import { containsPattern } from '../../db/like';

export type PrivateClassRow = typeof privateClasses.$inferSelect;

const student = alias(users, 'student');
const professor = alias(users, 'professor');

/** Who may see a request: its student, its professor, admins. Anyone else is told it does not exist. */
export function assertParty(
  viewer: Pick<AuthUser, 'id' | 'role'>,
  row: Pick<PrivateClassRow, 'studentId' | 'professorId'>,
) {
  if (viewer.role === 'admin' || viewer.id === row.studentId || viewer.id === row.professorId) return;
  throw notFound(PRIVATE_CLASS_NOT_FOUND);
}

export async function getRow(db: DbOrTx, id: number, lock = false): Promise<PrivateClassRow> {
  const query = db.select().from(privateClasses).where(eq(privateClasses.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(PRIVATE_CLASS_NOT_FOUND);
  return row;
}

/** The individual live sessions of some private classes, in schedule order. */
export async function sessionsOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      privateClassId: privateClassSessions.privateClassId,
      id: liveSessions.id,
      scheduledAt: liveSessions.scheduledAt,
      duration: liveSessions.duration,
      status: liveSessions.status,
    })
    .from(privateClassSessions)
    .innerJoin(liveSessions, eq(liveSessions.id, privateClassSessions.liveSessionId))
    .where(inArray(privateClassSessions.privateClassId, ids))
    .orderBy(asc(privateClassSessions.privateClassId), asc(privateClassSessions.position));
}

/** A class as its row's JSON column carries it: the answer's own fields, and what the DTO builds on. */
type ClassJson = Pick<
  PrivateClass,
  | 'id'
  | 'status'
  | 'sessions_count'
  | 'session_minutes'
  | 'preferred_dates'
  | 'preferred_times'
  | 'note'
  | 'phone'
  | 'schedule'
  | 'price_per_session'
  | 'total'
  | 'rejection_reason'
  | 'cancellation_reason'
  | 'refunded'
> & {
  student_id: number;
  student_name: string;
  professor_id: number;
  professor_name: string;
  professor_avatar: string | null;
  material_id: number | null;
  language_level_id: number | null;
  sessions: { id: number; scheduledAt: JsonTime; duration: number; status: LiveSessionStatus }[];
  created_at: JsonTime;
  confirmed_at: JsonTime | null;
  paid_at: JsonTime | null;
};

/**
 * A class, its parties' names and its sessions in the order of its schedule, as one JSON column of its row
 * (decision 127): the driver parses one value a row instead of some thirty columns, and no row mapping runs on
 * them. A student's page of ten: 1,995-2,149 -> 2,231-2,548 requests/s (docs/performance.md, "A page of
 * private classes as JSON rows"). The sessions' subquery names its tables in full: they are not the select's.
 */
const classJson = sql<ClassJson>`json_build_object(
  'id', ${privateClasses.id}, 'status', ${privateClasses.status},
  'student_id', ${privateClasses.studentId}, 'student_name', ${student.name},
  'professor_id', ${privateClasses.professorId}, 'professor_name', ${professor.name},
  'professor_avatar', ${professor.avatarKey},
  'material_id', ${privateClasses.materialId}, 'language_level_id', ${privateClasses.languageLevelId},
  'sessions_count', ${privateClasses.sessionsCount}, 'session_minutes', ${privateClasses.sessionMinutes},
  'preferred_dates', ${privateClasses.preferredDates}, 'preferred_times', ${privateClasses.preferredTimes},
  'note', ${privateClasses.note}, 'phone', ${privateClasses.phone}, 'schedule', ${privateClasses.schedule},
  'price_per_session', ${privateClasses.pricePerSession}, 'total', ${privateClasses.total},
  'rejection_reason', ${privateClasses.rejectionReason},
  'cancellation_reason', ${privateClasses.cancellationReason}, 'refunded', ${privateClasses.refunded},
  'sessions', (
    select coalesce(json_agg(json_build_object('id', ls.id, 'scheduledAt', ls.scheduled_at,
      'duration', ls.duration, 'status', ls.status) order by pcs.position), '[]'::json)
    from private_class_sessions pcs join live_sessions ls on ls.id = pcs.live_session_id
    where pcs.private_class_id = ${privateClasses.id}),
  'created_at', ${privateClasses.createdAt}, 'confirmed_at', ${privateClasses.confirmedAt},
  'paid_at', ${privateClasses.paidAt})`;

function selectDtos<Extra extends Record<string, SQL>>(db: DbOrTx, extra?: Extra) {
  return db
    .select({ pc: classJson, ...(extra as Extra) })
    .from(privateClasses)
    .innerJoin(student, eq(student.id, privateClasses.studentId))
    .innerJoin(professor, eq(professor.id, privateClasses.professorId));
}

async function toDtos(db: DbOrTx, rows: { pc: ClassJson }[], language: AppLanguage): Promise<PrivateClass[]> {
  const materialIds = rows.flatMap((r) => (r.pc.material_id ? [r.pc.material_id] : []));
  const levelIds = rows.flatMap((r) => (r.pc.language_level_id ? [r.pc.language_level_id] : []));
  const names = await subjectNames(db, [...new Set(materialIds)], [...new Set(levelIds)], language);
  return rows.map(({ pc }) => ({
    id: pc.id,
    status: pc.status,
    student: { id: pc.student_id, name: pc.student_name },
    professor: {
      id: pc.professor_id,
      name: pc.professor_name,
      avatar_url: pc.professor_avatar ? publicFileUrl(pc.professor_avatar) : null,
    },
    material: pc.material_id ? (names.materials.get(pc.material_id) ?? null) : null,
    language_level: pc.language_level_id ? (names.levels.get(pc.language_level_id) ?? null) : null,
    sessions_count: pc.sessions_count,
    session_minutes: pc.session_minutes,
    preferred_dates: pc.preferred_dates,
    preferred_times: pc.preferred_times,
    note: pc.note,
    phone: pc.phone,
    schedule: pc.schedule,
    price_per_session: pc.price_per_session,
    total: pc.total,
    rejection_reason: pc.rejection_reason,
    cancellation_reason: pc.cancellation_reason,
    refunded: pc.refunded,
    sessions: pc.sessions.map((s) => ({
      id: s.id,
      scheduledAt: isoTime(s.scheduledAt),
      duration: s.duration,
      status: s.status,
    })),
    created_at: isoTime(pc.created_at),
    confirmed_at: pc.confirmed_at === null ? null : isoTime(pc.confirmed_at),
    paid_at: pc.paid_at === null ? null : isoTime(pc.paid_at),
  }));
}

export async function getPrivateClass(
  db: DbOrTx,
  viewer: Pick<AuthUser, 'id' | 'role'>,
  id: number,
  language: AppLanguage,
): Promise<PrivateClass> {
  const rows = await selectDtos(db).where(eq(privateClasses.id, id));
  const row = rows[0];
  if (!row) throw notFound(PRIVATE_CLASS_NOT_FOUND);
  assertParty(viewer, { studentId: row.pc.student_id, professorId: row.pc.professor_id });
  return (await toDtos(db, rows, language))[0]!;
}

/**
 * A student's own requests, a professor's received ones and every one for an admin, as their pages first open (no
 * filter): the page `listPrivateClasses` builds for them, built once (db/prepared.ts), the user a parameter,
 * carrying the total (`preparedOffsetPages`: counted up to 10,000 in the page's own statement, beyond that the
 * planner's estimate) so page and total are one round trip and an admin's page does not count every class.
 */
function unfilteredClasses(party: 'student' | 'professor' | 'admin') {
  const column =
    party === 'student'
      ? privateClasses.studentId
      : party === 'professor'
        ? privateClasses.professorId
        : null;
  return preparedOffsetPages<{ pc: ClassJson; total: number | null }, { userId: number }>(
    `private_classes_of_${party}`,
    privateClasses,
    (values) => (column ? eq(column, values.userId) : undefined),
    (db, name, way) =>
      selectDtos(db, { total: way.total })
        .where(way.where)
        .orderBy(desc(privateClasses.createdAt), desc(privateClasses.id))
        .limit(way.window.limit)
        .offset(way.window.offset)
        .prepare(name),
  );
}

const unfiltered = {
  student: unfilteredClasses('student'),
  professor: unfilteredClasses('professor'),
  admin: unfilteredClasses('admin'),
};

/** A student's own requests, a professor's received ones, or every one for an admin; newest first. */
export async function listPrivateClasses(
  db: DbOrTx,
  viewer: AuthUser,
  query: PrivateClassesQuery,
  language: AppLanguage,
): Promise<PrivateClassList> {
  const own = unfiltered[viewer.role];
  if (!query.status && !query.professor_id && !query.student_id && !query.search) {
    const page = await own(db, query, { userId: viewer.id });
    return { private_classes: await toDtos(db, page.rows, language), pagination: page.pagination };
  }
  const where: SQL[] = [];
  if (viewer.role === 'student') where.push(eq(privateClasses.studentId, viewer.id));
  if (viewer.role === 'professor') where.push(eq(privateClasses.professorId, viewer.id));
  if (query.status) where.push(eq(privateClasses.status, query.status));
  if (query.professor_id) where.push(eq(privateClasses.professorId, query.professor_id));
  if (query.student_id) where.push(eq(privateClasses.studentId, query.student_id));
  if (query.search) {
    // Either party's name or email; EXISTS keeps the count query free of joins.
    const pattern = containsPattern(query.search);
    const party = (id: typeof privateClasses.studentId | typeof privateClasses.professorId) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(users)
          .where(and(eq(users.id, id), or(ilike(users.name, pattern), ilike(users.email, pattern)))),
      );
    where.push(or(party(privateClasses.studentId), party(privateClasses.professorId))!);
  }
  const filter = and(...where);
  const page = await paginate(
    query,
    ({ limit, offset }) =>
      selectDtos(db)
        .where(filter)
        .orderBy(desc(privateClasses.createdAt), desc(privateClasses.id))
        .limit(limit)
        .offset(offset),
    boundedCount(db, privateClasses, filter).then((total) => [{ total }]),
  );
  return { private_classes: await toDtos(db, page.rows, language), pagination: page.pagination };
}

/** How many requests wait for this professor's answer (0 for anyone else). */
export async function pendingCount(db: DbOrTx, user: Pick<AuthUser, 'id' | 'role'>): Promise<number> {
  if (user.role !== 'professor') return 0;
  const [row] = await pendingRequestsQuery(db, user.id);
  return row?.n ?? 0;
}

/** The count of a professor's requests waiting for an answer, as a query (the professor's dashboard reads it). */
export function pendingRequestsQuery(db: DbOrTx, professorId: number | SQLWrapper) {
  return db
    .select({ n: count() })
    .from(privateClasses)
    .where(and(eq(privateClasses.professorId, professorId), eq(privateClasses.status, 'pending')));
}

/**
 * `GET /points/my-individual-live-sessions`: the caller's private-class sessions, a page at a time, open ones
 * and all of them soonest first, past ones latest first. The page carries its total as a window count.
 */
export async function myIndividualSessions(
  db: DbOrTx,
  user: AuthUser,
  query: MyIndividualSessionsQuery,
): Promise<MyIndividualSessions> {
  const where = and(
    eq(privateClasses.studentId, user.id),
    query.when ? inArray(liveSessions.status, STATUSES_WHEN[query.when]) : undefined,
  );
  const order =
    query.when === 'past'
      ? [desc(liveSessions.scheduledAt), desc(liveSessions.id)]
      : [asc(liveSessions.scheduledAt), asc(liveSessions.id)];
  const { rows, pagination } = await pageCarryingTotal(
    query,
    ({ limit, offset }) =>
      db
        .select({
          id: liveSessions.id,
          title: liveSessions.title,
          scheduledAt: liveSessions.scheduledAt,
          duration: liveSessions.duration,
          status: liveSessions.status,
          privateClassId: privateClassSessions.privateClassId,
          professorId: professor.id,
          professorName: professor.name,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(privateClassSessions)
        .innerJoin(privateClasses, eq(privateClasses.id, privateClassSessions.privateClassId))
        .innerJoin(liveSessions, eq(liveSessions.id, privateClassSessions.liveSessionId))
        .innerJoin(professor, eq(professor.id, privateClasses.professorId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(privateClassSessions)
          .innerJoin(privateClasses, eq(privateClasses.id, privateClassSessions.privateClassId))
          .innerJoin(liveSessions, eq(liveSessions.id, privateClassSessions.liveSessionId))
          .where(where)
      )[0]?.n ?? 0,
  );
  return {
    sessions: rows.map((r) => ({
      id: r.id,
      title: r.title,
      scheduledAt: r.scheduledAt.toISOString(),
      duration: r.duration,
      status: r.status,
      private_class_id: r.privateClassId,
      professor: { id: r.professorId, name: r.professorName },
    })),
    pagination,
  };
}

/** Scheduled classes none of whose sessions is still to be held or under way: they are complete. */
export async function finishedClassIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: privateClasses.id })
    .from(privateClasses)
    .where(
      and(
        eq(privateClasses.status, 'scheduled'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(privateClassSessions)
            .innerJoin(liveSessions, eq(liveSessions.id, privateClassSessions.liveSessionId))
            .where(
              and(
                eq(privateClassSessions.privateClassId, privateClasses.id),
                sql`${liveSessions.status} not in ('ended', 'cancelled')`,
              ),
            ),
        ),
      ),
    )
    .limit(500);
  return rows.map((r) => r.id);
}

/**
 * Confirmations of one professor's classes, one at a time until the transaction ends: two classes confirmed at
 * once must not both take the same hour. A lock on the professor's account row that leaves its key alone, so
 * rows referring to the professor (a new session, a purchase) are not held up.
 */
export async function lockProfessorCalendar(tx: DbOrTx, professorId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${professorId} for no key update`);
}

/**
 * The times of professors' confirmed private classes, not yet paid, from `since` on: promised to a student, who
 * pays to make them sessions, so they are as busy as a session is. `exceptClassId`: the class being confirmed.
 */
export async function confirmedClassTimes(
  db: DbOrTx,
  professorIds: readonly number[],
  since: Date,
  exceptClassId = 0,
): Promise<{ professorId: number; start: Date; minutes: number }[]> {
  if (professorIds.length === 0) return [];
  const result = await db.execute<{ professor_id: number; at: string; minutes: number }>(sql`
    select ${privateClasses.professorId} as professor_id, t.at, ${privateClasses.sessionMinutes} as minutes
    from ${privateClasses}, jsonb_array_elements_text(${privateClasses.schedule}) as t(at)
    where ${inArray(privateClasses.professorId, [...professorIds])}
      and ${privateClasses.status} = 'confirmed'
      and ${privateClasses.id} <> ${exceptClassId}
      and t.at::timestamptz > ${since.toISOString()}::timestamptz`);
  return result.rows.map((r) => ({
    professorId: Number(r.professor_id),
    start: new Date(r.at),
    minutes: Number(r.minutes),
  }));
}

/**
 * The professor's sessions (public or individual, not ended or cancelled) that overlap [from, to): one person
 * cannot teach two at once.
 */
export async function overlappingSessions(db: DbOrTx, professorId: number, from: Date, to: Date) {
  return db
    .select({ id: liveSessions.id, scheduledAt: liveSessions.scheduledAt })
    .from(liveSessions)
    .where(
      and(
        eq(liveSessions.professorId, professorId),
        notInArray(liveSessions.status, ['ended', 'cancelled']),
        lt(liveSessions.scheduledAt, to),
        gt(sql`${liveSessions.scheduledAt} + make_interval(mins => ${liveSessions.duration})`, from),
      ),
    )
    .limit(1);
}
