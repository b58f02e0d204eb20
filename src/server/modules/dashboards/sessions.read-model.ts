import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DashboardSession } from '../../../contract/dashboards';
import type { DbOrTx } from '../../db/client';
import {
  liveSectionPurchases,
  liveSectionSessions,
  liveSessionPurchases,
  liveSessions,
} from '../../db/schema/live';
import { privateClassSessions } from '../../db/schema/private-classes';
import { users } from '../../db/schema/users';

const UPCOMING = ['scheduled', 'starting', 'live', 'technical_issues'] as const;
const JOINABLE = new Set(['starting', 'live']);

const columns = {
  id: liveSessions.id,
  title: liveSessions.title,
  scheduledAt: liveSessions.scheduledAt,
  duration: liveSessions.duration,
  status: liveSessions.status,
  attendeesCount: liveSessions.attendeesCount,
  maxAttendees: liveSessions.maxAttendees,
  professorName: users.name,
  privateClassId: privateClassSessions.privateClassId,
};
type Row = Omit<{ [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] }, 'privateClassId'> & {
  privateClassId: number | null;
};
/** A private class's individual session says which class it belongs to, so it shows as that class. */
const ofPrivateClass = eq(privateClassSessions.liveSessionId, liveSessions.id);

/** Not over yet: its end (start + duration) is still ahead, or it is live now, whatever its planned length. */
const notOver = sql`(${liveSessions.status} in ('starting', 'live') or ${liveSessions.scheduledAt} + make_interval(mins => ${liveSessions.duration}) > now())`;

function toDto(row: Row): DashboardSession {
  return {
    ...row,
    scheduledAt: row.scheduledAt.toISOString(),
    joinable: JOINABLE.has(row.status),
  };
}

/**
 * The sessions a student holds (a seat not refunded, or a section), not over, soonest first. A paid private
 * class's sessions are seats too, so they are here once, with their class's id.
 */
export async function studentUpcomingSessions(
  db: DbOrTx,
  userId: number,
  limit = 5,
): Promise<DashboardSession[]> {
  const upcoming = and(inArray(liveSessions.status, [...UPCOMING]), notOver);
  const [seats, bundled] = await Promise.all([
    db
      .select(columns)
      .from(liveSessionPurchases)
      .innerJoin(liveSessions, eq(liveSessions.id, liveSessionPurchases.sessionId))
      .innerJoin(users, eq(users.id, liveSessions.professorId))
      .leftJoin(privateClassSessions, ofPrivateClass)
      .where(and(eq(liveSessionPurchases.userId, userId), isNull(liveSessionPurchases.refundedAt), upcoming))
      .orderBy(asc(liveSessions.scheduledAt))
      .limit(limit),
    db
      .select(columns)
      .from(liveSectionPurchases)
      .innerJoin(liveSectionSessions, eq(liveSectionSessions.sectionId, liveSectionPurchases.sectionId))
      .innerJoin(liveSessions, eq(liveSessions.id, liveSectionSessions.sessionId))
      .innerJoin(users, eq(users.id, liveSessions.professorId))
      .leftJoin(privateClassSessions, ofPrivateClass)
      .where(and(eq(liveSectionPurchases.userId, userId), eq(liveSessions.isApproved, true), upcoming))
      .orderBy(asc(liveSessions.scheduledAt))
      .limit(limit),
  ]);
  const byId = new Map<number, Row>();
  for (const row of [...seats, ...bundled]) byId.set(row.id, row);
  return [...byId.values()]
    .sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime())
    .slice(0, limit)
    .map(toDto);
}

/** A professor's own sessions still to come (or live), soonest first, private classes' individual ones included. */
export async function professorUpcomingSessions(
  db: DbOrTx,
  professorId: number,
  limit = 5,
): Promise<DashboardSession[]> {
  const rows = await db
    .select(columns)
    .from(liveSessions)
    .innerJoin(users, eq(users.id, liveSessions.professorId))
    .leftJoin(privateClassSessions, ofPrivateClass)
    .where(
      and(eq(liveSessions.professorId, professorId), inArray(liveSessions.status, [...UPCOMING]), notOver),
    )
    .orderBy(asc(liveSessions.scheduledAt))
    .limit(limit);
  return rows.map(toDto);
}
