import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who is a professor's student, kept as purchases happen (decision 132): one row per professor and student who
 * bought any of his courses, a session seat not refunded (not a private class's), a live section or a private
 * class really paid for, with the latest purchase's time and the ids of his courses the student owns. The
 * professor's dashboard counts these rows and his students' page reads them, so both cost what his students
 * number, not what his catalogue and its sales hold.
 *
 * Written only by the database's triggers on the purchase tables (migration 0017): no application code inserts,
 * updates or deletes a row, so no purchase path can forget it. No foreign keys: a row goes when the purchases
 * that make it go (a user's deletion cascades to theirs), and a check per insert would cost every purchase.
 */
export const professorStudents = pgTable(
  'professor_students',
  {
    professorId: integer('professor_id').notNull(),
    studentId: integer('student_id').notNull(),
    lastPurchaseAt: timestamp('last_purchase_at', { withTimezone: true }).notNull(),
    courseIds: integer('course_ids').array().notNull().default([]),
  },
  // The primary key alone: his rows are read together, all of them (his students' page carries their count), so an
  // index in the page's order would save no read and cost every purchase an index entry more.
  (t) => [primaryKey({ columns: [t.professorId, t.studentId] })],
);
