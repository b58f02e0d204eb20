import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DashboardSession } from '../../../contract/dashboards';
import type { DbOrTx } from '../../db/client';
import { liveSessions } from '../../db/schema/live';
import { privateClassSessions } from '../../db/schema/private-classes';
import { users } from '../../db/schema/users';

const UPCOMING = ['scheduled', 'starting', 'live', 'technical_issues'] as const;
/** Live or starting now: the dashboards show a join button. */
export const JOINABLE = new Set(['starting', 'live']);

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

/**
 * A session of `live_sessions` still to be attended: not ended or cancelled, and not over. Its values are
 * written into the text, for the student's dashboard's prepared statement.
 */
export const UPCOMING_NOT_OVER = and(inArray(liveSessions.status, [...UPCOMING]), notOver)!.inlineParams();

function toDto(row: Row): DashboardSession {
  return {
    ...row,
    scheduledAt: row.scheduledAt.toISOString(),
    joinable: JOINABLE.has(row.status),
  };
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
    .where(and(eq(liveSessions.professorId, professorId), UPCOMING_NOT_OVER))
    .orderBy(asc(liveSessions.scheduledAt))
    .limit(limit);
  return rows.map(toDto);
}
