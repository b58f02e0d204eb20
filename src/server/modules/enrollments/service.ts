import { and, asc, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { isoColumn } from '../../db/json-time';
import { preparedPage, preparedStatement } from '../../db/prepared';
import { pageCarryingTotal, type PageQuery, type Pagination } from '../../db/pagination';
import { courseEnrollments } from '../../db/schema/enrollments';
import { conflict } from '../../errors';

/**
 * Who owns which course. A purchase writes its enrollment inside the ledger transaction that takes the points,
 * so an enrollment exists exactly when the spend committed.
 */

export const COURSE_ALREADY_PURCHASED = 'Course already purchased';

export type Enrollment = typeof courseEnrollments.$inferSelect;

/**
 * Records that a student owns a course it took nothing for (a free course; a paid one enrols through
 * `enrollFromDebit`). Call it inside the purchase's transaction: the primary key makes a second purchase of the
 * same course a 409, even under concurrency, and rolls back the whole purchase.
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

/**
 * A paid purchase's enrollment as one part of the ledger's sale statement (`ledger.debitForSale`): the row is
 * inserted from the debit's returned row (`debited`), so it exists only if the points were taken, and the
 * points are taken only if it can be written: its primary key makes a second purchase of the same course fail
 * the whole statement (nothing debited; `isAlreadyPurchased` recognises the error, answered 409), a deleted
 * course fails its foreign key (404). One statement in autocommit, so no BEGIN/COMMIT round trips.
 */
export function enrollFromDebit(input: {
  userId: number;
  courseId: number;
  pricePaid: number;
}): (debited: SQL) => SQL {
  return (debited) => sql`
    insert into ${courseEnrollments} (user_id, course_id, price_paid)
    select ${input.userId}, ${input.courseId}, ${input.pricePaid} from ${debited}`;
}

/**
 * Whether `userId` owns the course `courseId`, as an SQL boolean: for a read that checks ownership in its own
 * statement (a course's access check reads the course and this together) instead of one round trip after it.
 * A null user owns nothing.
 */
export function ownsCourse(userId: SQLWrapper | number | null, courseId: SQLWrapper | number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${courseEnrollments} e where e.user_id = ${userId} and e.course_id = ${courseId})`;
}

/** The error of a purchase that met an existing enrollment (the primary key of `course_enrollments`). */
export const isAlreadyPurchased = (error: unknown) => isUniqueViolation(error);

/** Asked by every content read and purchase: built once (db/prepared.ts). */
const enrollmentOf = preparedStatement('enrollment_of', (db, name) =>
  db
    .select({ userId: courseEnrollments.userId })
    .from(courseEnrollments)
    .where(
      and(
        eq(courseEnrollments.userId, sql.placeholder('userId')),
        eq(courseEnrollments.courseId, sql.placeholder('courseId')),
      ),
    )
    .limit(1)
    .prepare(name),
);

export async function isEnrolled(db: DbOrTx, userId: number, courseId: number): Promise<boolean> {
  const [row] = await enrollmentOf(db).execute({ userId, courseId });
  return Boolean(row);
}

/**
 * A student's page of enrollments with their total as a window count: built once (db/prepared.ts), since a
 * student's courses are read on every visit to their list.
 */
const enrollmentPage = preparedPage('enrollments_page', (db, name, window) =>
  db
    .select({
      courseId: courseEnrollments.courseId,
      pricePaid: courseEnrollments.pricePaid,
      purchasedAt: isoColumn(courseEnrollments.createdAt),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(courseEnrollments)
    .where(eq(courseEnrollments.userId, sql.placeholder('userId')))
    .orderBy(desc(courseEnrollments.createdAt), desc(courseEnrollments.courseId))
    .limit(window.limit)
    .offset(window.offset)
    .prepare(name),
);

/** A course a student owns, as their list shows it: what they paid and when (ISO text). */
export interface OwnedCourse {
  courseId: number;
  pricePaid: number;
  purchasedAt: string;
}

/**
 * A student's enrollments, newest first, one page at a time. One query: the page carries the student's total
 * as a window count (their enrollments are read through `user_id`'s index either way); only a page past the
 * end, which has no row to carry it, counts apart.
 */
export async function listEnrollments(
  db: Db,
  userId: number,
  query: PageQuery,
): Promise<{ rows: OwnedCourse[]; pagination: Pagination }> {
  const { rows, pagination } = await pageCarryingTotal(
    query,
    (window) => enrollmentPage(db, window).execute({ userId, ...window }),
    async () =>
      (
        await db
          .select({ total: count() })
          .from(courseEnrollments)
          .where(eq(courseEnrollments.userId, userId))
      )[0]?.total ?? 0,
  );
  return {
    rows: rows.map((r) => ({ courseId: r.courseId, pricePaid: r.pricePaid, purchasedAt: r.purchasedAt })),
    pagination,
  };
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
