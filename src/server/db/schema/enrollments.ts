import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './courses';
import { users } from './users';

/**
 * Who owns a course: the one entitlement table every content route checks. The enrollments module writes a row
 * inside the points ledger's transaction for the spend; the primary key makes a second purchase impossible.
 */
export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    pricePaid: integer('price_paid').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    // A course's buyers by course, newest purchase at hand, without reading the rows: a professor's students and
    // his dashboard read his courses' enrolments through it (index-only), where the course id alone meant a heap
    // read per enrolment or a scan of the whole table (docs/performance.md, "A professor with students").
    index('course_enrollments_course_buyers_idx').on(t.courseId, t.createdAt, t.userId),
  ],
);
