import { and, eq, isNull, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { courseEnrollments } from '../../db/schema/enrollments';
import { liveSectionPurchases, liveSections, liveSessionPurchases, liveSessions } from '../../db/schema/live';
import { privateClasses } from '../../db/schema/private-classes';

/**
 * A private class the student really bought: paid and scheduled or completed, or cancelled after some of its
 * sessions were held (less was refunded than was paid). One cancelled before any session is not a purchase.
 */
export const boughtPrivateClass = sql`(${privateClasses.status} in ('scheduled', 'completed') or (${privateClasses.status} = 'cancelled' and ${privateClasses.paidAt} is not null and ${privateClasses.refunded} < coalesce(${privateClasses.total}, 0)))`;

/**
 * Every purchase of something of this professor's — a course (enrolment), a session seat not refunded, a live
 * section, a private class — as (user, time, course) rows, the course only for an enrolment: the professor's
 * students are the distinct users. A private class's individual sessions hold seats too; they are left out of
 * the seats and counted as the class. The professor himself is never his own student.
 */
export function professorBuyers(db: DbOrTx, professorId: number | SQLWrapper) {
  // Course by course: each of his courses' enrolments from the buyers' index. The OFFSET 0 keeps
  // the subquery from being merged into the join, where PostgreSQL may prefer hashing his few courses against a
  // scan of every enrolment when a few courses sold most of them (the benchmark's purchases: 0.9 ms a call, growing
  // with the table); per course, the cost follows his own sales (docs/performance.md, "A professor with students").
  const enrolment = db
    .select({ userId: courseEnrollments.userId, at: courseEnrollments.createdAt })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.courseId, courses.id), ne(courseEnrollments.userId, professorId)))
    .offset(sql.raw('0') as unknown as number)
    .as('enrolment');
  const enrolments = db
    .select({
      userId: enrolment.userId,
      at: enrolment.at,
      courseId: sql<number | null>`${courses.id}`.as('course_id'),
    })
    .from(courses)
    .innerJoinLateral(enrolment, sql`true`)
    .where(eq(courses.createdBy, professorId));
  const noCourse = sql<number | null>`null::int`.as('course_id');
  const seats = db
    .select({ userId: liveSessionPurchases.userId, at: liveSessionPurchases.createdAt, courseId: noCourse })
    .from(liveSessionPurchases)
    .innerJoin(liveSessions, eq(liveSessions.id, liveSessionPurchases.sessionId))
    .where(
      and(
        eq(liveSessions.professorId, professorId),
        isNull(liveSessionPurchases.refundedAt),
        isNull(liveSessions.individualStudentId),
        ne(liveSessionPurchases.userId, professorId),
      ),
    );
  const sections = db
    .select({ userId: liveSectionPurchases.userId, at: liveSectionPurchases.createdAt, courseId: noCourse })
    .from(liveSectionPurchases)
    .innerJoin(liveSections, eq(liveSections.id, liveSectionPurchases.sectionId))
    .where(and(eq(liveSections.professorId, professorId), ne(liveSectionPurchases.userId, professorId)));
  const classes = db
    .select({
      userId: privateClasses.studentId,
      at: sql<Date>`coalesce(${privateClasses.paidAt}, ${privateClasses.createdAt})`.as('at'),
      courseId: noCourse,
    })
    .from(privateClasses)
    .where(
      and(
        eq(privateClasses.professorId, professorId),
        boughtPrivateClass,
        ne(privateClasses.studentId, professorId),
      ),
    );
  return enrolments.unionAll(seats).unionAll(sections).unionAll(classes).as('buyers');
}
