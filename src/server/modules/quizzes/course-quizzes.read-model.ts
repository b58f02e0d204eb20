import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { courses } from '../../db/schema/courses';
import type { quizAttempts, quizzes } from '../../db/schema/quizzes';
import { ownsCourse } from '../enrollments/index';
import { extend } from '../../objects';

/** A timestamp as `to_json` writes it in a row (with the session's offset). */
type JsonTime = string;

/** A visible quiz as the list shows it, with its question count and total points. */
export type ListedQuiz = Pick<
  typeof quizzes.$inferSelect,
  'id' | 'courseId' | 'title' | 'description' | 'timeLimit' | 'passingScore' | 'maxAttempts' | 'isActive'
> & { questionCount: number; totalPoints: number };

/** What the list needs of one of the caller's attempts. */
export type ListedAttempt = Pick<
  typeof quizAttempts.$inferSelect,
  'id' | 'quizId' | 'status' | 'score' | 'totalPoints' | 'passed' | 'startedAt' | 'deadline' | 'completedAt'
>;

type AttemptJson = Omit<ListedAttempt, 'startedAt' | 'deadline' | 'completedAt'> & {
  startedAt: JsonTime;
  deadline: JsonTime;
  completedAt: JsonTime | null;
};

/**
 * A course's quiz list as a student opens it, in one prepared statement (decision 127): the course's row, whether
 * the caller bought it, its approved and active quizzes with their totals (oldest first), and the caller's
 * attempts at them (newest first), each list a JSON column. It was three statements side by side, and the
 * course's check a fourth after one of them (docs/performance.md, "The access check in one statement").
 */
const courseQuizList = preparedStatement('course_quiz_list', (db, name) => {
  const course = sql.placeholder('courseId');
  const viewer = sql.placeholder('viewerId');
  const visible = sql`q.course_id = ${course} and q.status = 'approved' and q.is_active`;
  return db
    .select(
      extend(getTableColumns(courses), {
        purchased: ownsCourse(viewer, course),
        quizzes: sql<ListedQuiz[]>`(select coalesce(json_agg(json_build_object(
          'id', q.id, 'courseId', q.course_id, 'title', q.title, 'description', q.description,
          'timeLimit', q.time_limit, 'passingScore', q.passing_score, 'maxAttempts', q.max_attempts,
          'isActive', q.is_active,
          'questionCount', (select count(*)::int from quiz_questions qq where qq.quiz_id = q.id),
          'totalPoints', (select coalesce(sum(qq.points), 0)::int from quiz_questions qq where qq.quiz_id = q.id))
          order by q.created_at, q.id), '[]')
        from quizzes q where ${visible})`,
        attempts: sql<AttemptJson[]>`(select coalesce(json_agg(json_build_object(
          'id', a.id, 'quizId', a.quiz_id, 'status', a.status, 'score', a.score, 'totalPoints', a.total_points,
          'passed', a.passed, 'startedAt', a.started_at, 'deadline', a.deadline, 'completedAt', a.completed_at)
          order by a.started_at desc, a.id desc), '[]')
        from quiz_attempts a join quizzes q on q.id = a.quiz_id
        where a.student_id = ${viewer} and ${visible})`,
      }),
    )
    .from(courses)
    .where(eq(courses.id, course))
    .limit(1)
    .prepare(name);
});

/** The course (null when there is none), whether the caller bought it, its visible quizzes and their attempts. */
export async function readCourseQuizList(db: Db, courseId: number, viewerId: number) {
  const [found] = await courseQuizList(db).execute({ courseId, viewerId });
  if (!found) return null;
  const { purchased, quizzes: listed, attempts, ...course } = found;
  return {
    course,
    purchased,
    quizzes: listed,
    attempts: attempts.map((a): ListedAttempt =>
      extend(a, {
        startedAt: new Date(a.startedAt),
        deadline: new Date(a.deadline),
        completedAt: a.completedAt === null ? null : new Date(a.completedAt),
      }),
    ),
  };
}
