import { eq, sql } from 'drizzle-orm';
import type { StudentDashboard } from '../../../contract/dashboards';
import type { NotificationType } from '../../../contract/notifications';
import { percentOf } from '../../../contract/progress';
import type { Db } from '../../db/client';
import { idsOnPage } from '../../db/pagination';
import { preparedStatement } from '../../db/prepared';
import { liveSessions } from '../../db/schema/live';
import { users } from '../../db/schema/users';
import { toDashboardSession, upcomingSessionsJson } from './sessions.read-model';
import { extend } from '../../objects';

const LEARNING = 6;
const SESSIONS = 5;
const TO_PAY = 5;
const QUIZ_RESULTS = 5;
const NOTIFICATIONS = 5;

/** A timestamp as `to_json` writes it in a row (with the session's offset); the contract's form is UTC. */
type JsonTime = string;

interface Learning {
  courseId: number;
  title: string;
  completed: number;
  total: number;
  last: JsonTime;
}
interface ToPay {
  id: number;
  professorName: string;
  subject: string | null;
  sessionsCount: number;
  total: number | null;
  schedule: string[];
}
interface QuizResult {
  attemptId: number;
  quizId: number;
  quizTitle: string;
  courseTitle: string;
  score: number | null;
  totalPoints: number;
  passed: boolean | null;
  completedAt: JsonTime;
}
interface NotificationRow {
  id: number;
  type: NotificationType;
  message: string;
  createdAt: JsonTime;
  read: boolean;
  sessionId: number | null;
}

const iso = (time: JsonTime) => new Date(time).toISOString();

/**
 * `GET /me/dashboard`, the page a student lands on after signing in, in one prepared statement: each part a
 * column of the student's own row (a JSON array built by its own subquery, each over the student's rows and
 * their indexes), so the answer is one round trip. It was nine queries built per request (eight after the
 * notifications' own list became one): in a profile under load, 42 % of the API's time went to socket writes
 * and 24 % to building the queries, and it served ~310 requests/s at 5,000 courses (docs/performance.md,
 * "Pages of lists in one statement"). A single statement also reads every part in one snapshot.
 *
 * - learning: the courses with the student's progress, the most recently touched first, with their block count;
 * - upcomingSessions: sessions held by a seat not refunded or by a section (its sessions approved), not over,
 *   soonest first; a paid private class's sessions carry its id;
 * - privateClassesToPay: classes the professor confirmed, waiting for payment, oldest confirmation first;
 * - quizResults: the last finished attempts; balance; the newest notifications and the unread count.
 */
const dashboardStatement = preparedStatement('student_dashboard', (db, name) => {
  // The student's id behind a subquery, as the professor's dashboard has it: PostgreSQL plans with it unknown,
  // so the plan made once is kept (a generic plan). As a plain parameter, a student with fewer rows than the
  // average looked cheaper to plan for each call: planning took 1.4-2 ms of every call at 100,000 courses,
  // running it 0.12 ms (docs/performance.md, "A student's dashboard planned once").
  const student = sql`(select ${sql.placeholder('userId')}::int)`;
  return db
    .select({
      learning: sql<Learning[]>`(select coalesce(json_agg(json_build_object(
          'courseId', l.course_id, 'title', l.title, 'completed', l.completed, 'total', l.total, 'last', l.last)
          order by l.last desc, l.course_id desc), '[]')
        from (select p.course_id, c.title, max(p.updated_at) as last,
                     (count(*) filter (where p.completed_at is not null))::int as completed,
                     (select count(*)::int from course_blocks b where b.course_id = p.course_id) as total
              from block_progress p join courses c on c.id = p.course_id
              where p.user_id = ${student}
              group by p.course_id, c.title
              order by last desc, p.course_id desc
              limit ${sql.raw(String(LEARNING))}) l)`,
      // The student's sessions gathered first, then read by primary key (`idsOnPage`): as `in (select …)`, the
      // plan kept for any student joined them to every session not over by a hash (0.6-3 ms of a scan over
      // 10,000 at 100,000 courses; docs/performance.md, "A student's upcoming sessions by their ids").
      upcomingSessions: upcomingSessionsJson(
        idsOnPage(
          liveSessions.id,
          sql`
            select seat.session_id from live_session_purchases seat
            where seat.user_id = ${student} and seat.refunded_at is null
            union
            select ss.session_id from live_section_purchases sp
            join live_section_sessions ss on ss.section_id = sp.section_id
            join live_sessions approved on approved.id = ss.session_id and approved.is_approved
            where sp.user_id = ${student}`,
        ),
        SESSIONS,
      ),
      privateClassesToPay: sql<ToPay[]>`(select coalesce(json_agg(json_build_object(
          'id', c.id, 'professorName', c.professor_name, 'subject', c.subject,
          'sessionsCount', c.sessions_count, 'total', c.total, 'schedule', c.schedule)
          order by c.confirmed_at, c.id), '[]')
        from (select pc.id, u.name as professor_name, coalesce(m.name, ll.name) as subject, pc.sessions_count,
                     pc.total, pc.schedule, pc.confirmed_at
              from private_classes pc
              join users u on u.id = pc.professor_id
              left join materials m on m.id = pc.material_id
              left join language_levels ll on ll.id = pc.language_level_id
              where pc.student_id = ${student} and pc.status = 'confirmed'
              order by pc.confirmed_at, pc.id
              limit ${sql.raw(String(TO_PAY))}) c)`,
      quizResults: sql<QuizResult[]>`(select coalesce(json_agg(json_build_object(
          'attemptId', a.id, 'quizId', a.quiz_id, 'quizTitle', a.quiz_title, 'courseTitle', a.course_title,
          'score', a.score, 'totalPoints', a.total_points, 'passed', a.passed, 'completedAt', a.completed_at)
          order by a.completed_at desc, a.id desc), '[]')
        from (select qa.id, q.id as quiz_id, q.title as quiz_title, c.title as course_title, qa.score,
                     qa.total_points, qa.passed, qa.completed_at
              from quiz_attempts qa
              join quizzes q on q.id = qa.quiz_id
              join courses c on c.id = q.course_id
              where qa.student_id = ${student} and qa.status in ('submitted', 'expired')
                and qa.completed_at is not null
              order by qa.completed_at desc, qa.id desc
              limit ${sql.raw(String(QUIZ_RESULTS))}) a)`,
      balance: sql<number>`coalesce((select w.balance from wallets w where w.user_id = ${student}), 0)`,
      notifications: sql<NotificationRow[]>`(select coalesce(json_agg(json_build_object(
          'id', n.id, 'type', n.type, 'message', n.message, 'createdAt', n.created_at, 'read', n.read,
          'sessionId', n.session_id)
          order by n.created_at desc, n.id desc), '[]')
        from (select id, type, message, created_at, read, session_id from notifications
              where user_id = ${student}
              order by created_at desc, id desc
              limit ${sql.raw(String(NOTIFICATIONS))}) n)`,
      unreadNotifications: sql<number>`(select count(*)::int from notifications
        where user_id = ${student} and read = false)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name);
});

export async function studentDashboard(db: Db, userId: number): Promise<StudentDashboard> {
  const [row] = await dashboardStatement(db).execute({ userId });
  if (!row) {
    return {
      learning: [],
      upcomingSessions: [],
      privateClassesToPay: [],
      quizResults: [],
      balance: 0,
      notifications: [],
      unreadNotifications: 0,
    };
  }
  return {
    learning: row.learning.map(({ last, ...course }) => {
      const completed = Math.min(course.completed, course.total);
      return {
        courseId: course.courseId,
        title: course.title,
        completed,
        total: course.total,
        percentage: percentOf(completed, course.total),
        lastActivityAt: iso(last),
      };
    }),
    upcomingSessions: row.upcomingSessions.map(toDashboardSession),
    privateClassesToPay: row.privateClassesToPay.map(({ schedule, total, ...pc }) =>
      extend(pc, {
        total: total ?? 0,
        firstSessionAt: [...schedule].sort()[0] ?? null,
      }),
    ),
    quizResults: row.quizResults.map((attempt) =>
      extend(attempt, {
        score: attempt.score ?? 0,
        passed: attempt.passed ?? false,
        percentage: percentOf(attempt.score ?? 0, attempt.totalPoints),
        completedAt: iso(attempt.completedAt),
      }),
    ),
    balance: Number(row.balance),
    notifications: row.notifications.map((n) => extend(n, { createdAt: iso(n.createdAt) })),
    unreadNotifications: Number(row.unreadNotifications),
  };
}
