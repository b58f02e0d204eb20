import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { DashboardSession } from '../../../contract/dashboards';
import { liveSessions } from '../../db/schema/live';
import { extend } from '../../objects';

const UPCOMING = ['scheduled', 'starting', 'live', 'technical_issues'] as const;
/** Live or starting now: the dashboards show a join button. */
const JOINABLE = new Set(['starting', 'live']);

/** Not over yet: its end (start + duration) is still ahead, or it is live now, whatever its planned length. */
const notOver = sql`(${liveSessions.status} in ('starting', 'live') or ${liveSessions.scheduledAt} + make_interval(mins => ${liveSessions.duration}) > now())`;

/** Still to be attended: not ended or cancelled, and not over; its values written into the statement's text. */
const upcomingNotOver = and(inArray(liveSessions.status, [...UPCOMING]), notOver)!.inlineParams();

/** A dashboard session as `upcomingSessionsJson` writes it: its time as `to_json` does, with an offset. */
export type DashboardSessionJson = Omit<DashboardSession, 'joinable'>;

/**
 * The first `limit` sessions of `live_sessions` matching `which` that are still to be attended, soonest first,
 * as a JSON array for a dashboard's statement (`[]` when none). Each carries its professor's name and, for a
 * private class's individual session, the class's id, so it shows as that class.
 */
export function upcomingSessionsJson(which: SQL, limit: number): SQL<DashboardSessionJson[]> {
  return sql<DashboardSessionJson[]>`(select coalesce(json_agg(json_build_object(
      'id', s.id, 'title', s.title, 'scheduledAt', s.scheduled_at, 'duration', s.duration, 'status', s.status,
      'attendeesCount', s.attendees_count, 'maxAttendees', s.max_attendees,
      'professorName', s.professor_name, 'privateClassId', s.private_class_id)
      order by s.scheduled_at, s.id), '[]')
    from (select live_sessions.id, live_sessions.title, live_sessions.scheduled_at, live_sessions.duration,
                 live_sessions.status, live_sessions.attendees_count, live_sessions.max_attendees,
                 u.name as professor_name, pcs.private_class_id
          from live_sessions
          join users u on u.id = live_sessions.professor_id
          left join private_class_sessions pcs on pcs.live_session_id = live_sessions.id
          where ${which} and ${upcomingNotOver}
          order by live_sessions.scheduled_at, live_sessions.id
          limit ${sql.raw(String(limit))}) s)`;
}

export function toDashboardSession(session: DashboardSessionJson): DashboardSession {
  return extend(session, {
    scheduledAt: new Date(session.scheduledAt).toISOString(),
    joinable: JOINABLE.has(session.status),
  });
}
