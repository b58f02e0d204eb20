import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { paginate, type PageQuery } from '../../db/pagination';
import { courseEnrollments } from '../../db/schema/enrollments';
import { conflict } from '../../errors';

/**
 * Who owns which course. A purchase writes its enrollment inside the ledger transaction that takes the points,
 * so an enrollment exists exactly when the spend committed.
 */

export const COURSE_ALREADY_PURCHASED = 'Course already purchased';

export type Enrollment = typeof courseEnrollments.$inferSelect;

/**
 * Records that a student owns a course. Call it inside the purchase's transaction: the primary key makes a
 * second purchase of the same course a 409, even under concurrency, and rolls back the whole purchase.
 */
export async function enroll(
  tx: DbOrTx,
  input: { userId: number; courseId: number; pricePaid: number },
): Promise<void> {
  try {
    await tx.insert(courseEnrollments).values(input);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(COURSE_ALREADY_PURCHASED);
    throw error;
  }
}

export async function isEnrolled(db: DbOrTx, userId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: courseEnrollments.userId })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)))
    .limit(1);
  return Boolean(row);
}

/** A student's enrollments, newest first, one page at a time. */
export async function listEnrollments(db: Db, userId: number, query: PageQuery) {
  const where = eq(courseEnrollments.userId, userId);
  return paginate(
    query,
    (page) =>
      db
        .select()
        .from(courseEnrollments)
        .where(where)
        .orderBy(desc(courseEnrollments.createdAt), desc(courseEnrollments.courseId))
        .limit(page.limit)
        .offset(page.offset),
    db.select({ total: count() }).from(courseEnrollments).where(where),
  );
}

/**
 * Every buyer of a course, locked until the transaction ends and in user order, so two refunds of the same
 * course never deadlock and no purchase slips in between the refund and the deletion.
 */
export async function lockCourseBuyers(tx: DbOrTx, courseId: number): Promise<Enrollment[]> {
  return tx
    .select()
    .from(courseEnrollments)
    .where(eq(courseEnrollments.courseId, courseId))
    .orderBy(asc(courseEnrollments.userId))
    .for('update');
}

export async function removeCourseEnrollments(tx: DbOrTx, courseId: number): Promise<void> {
  await tx.delete(courseEnrollments).where(eq(courseEnrollments.courseId, courseId));
}

/** The students who own a course (told when a live session of the course is scheduled). */
export async function courseBuyerIds(db: DbOrTx, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: courseEnrollments.userId })
    .from(courseEnrollments)
    .where(eq(courseEnrollments.courseId, courseId));
  return rows.map((r) => r.userId);
}
