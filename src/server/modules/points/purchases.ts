import type { AppLanguage } from '../../../contract/languages';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import type { PageQuery } from '../../db/pagination';
import { PRICE_CHANGED } from '../../../contract/points';
import { AppError, conflict, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import {
  COURSE_NOT_FOUND,
  getCourseForPurchase,
  getCourseSummaries,
  type CourseReadCache,
} from '../courses/index';
import {
  COURSE_ALREADY_PURCHASED,
  enroll,
  enrollFromDebit,
  isAlreadyPurchased,
  isEnrolled,
  listEnrollments,
} from '../enrollments/index';
import * as ledger from './ledger';
import { extend } from '../../objects';

/** Refuses a purchase whose price moved since the buyer saw it. */
export function assertPriceUnchanged(expected: number | undefined, price: number) {
  if (expected !== undefined && expected !== price) throw new AppError(409, PRICE_CHANGED, { price });
}

/**
 * A paid purchase is one statement (`ledger.debitForSale`, in autocommit): the conditional debit, its ledger
 * row, the professor's share read at that moment and the enrollment, inserted from the debit's row. Nothing is
 * written unless the balance covers the price (402, or 409 when the course turns out to be owned already); the
 * enrollment's primary key makes a second purchase of the same course fail the whole statement (409, even
 * under concurrency); a course deleted meanwhile fails its foreign key (404). Round trips: the course with its
 * price, then that statement. A free course records the enrollment with no ledger row, in a transaction.
 */
export async function buyCourse(
  ctx: AppContext,
  student: AuthUser,
  courseId: number,
  expectedPrice?: number,
) {
  const { course, price } = await getCourseForPurchase(ctx.db, courseId);
  if (course.status !== 'approved') throw conflict('This course is not available for purchase');
  if (course.createdBy === student.id) throw conflict('You cannot buy your own course');
  if (price === null) throw conflict('This course has no price yet');
  assertPriceUnchanged(expectedPrice, price);
  try {
    if (price === 0) return await enrollFree(ctx, student.id, courseId);
    const posted = await ledger.debitForSale(
      ctx.db,
      { userId: student.id, amount: price, kind: 'spend', description: course.title, courseId },
      { professorId: course.createdBy },
      enrollFromDebit({ userId: student.id, courseId, pricePaid: price }),
    );
    return {
      course_id: courseId,
      price_paid: price,
      balance: posted.balance,
      transaction_id: posted.transactionId,
    };
  } catch (error) {
    if (isAlreadyPurchased(error)) throw conflict(COURSE_ALREADY_PURCHASED);
    // The course was deleted while this purchase was under way: nothing was taken.
    if (isForeignKeyViolation(error)) throw notFound(COURSE_NOT_FOUND);
    // Not enough points: unless the course is already owned (a second purchase finds the balance spent).
    if (
      error instanceof AppError &&
      error.statusCode === 402 &&
      (await isEnrolled(ctx.db, student.id, courseId))
    )
      throw conflict(COURSE_ALREADY_PURCHASED);
    throw error;
  }
}

/** A free course: the enrollment and the balance to answer with, no ledger row. */
async function enrollFree(ctx: AppContext, userId: number, courseId: number) {
  return ctx.db.transaction(async (tx) => {
    await enroll(tx, { userId, courseId, pricePaid: 0 });
    return {
      course_id: courseId,
      price_paid: 0,
      balance: await ledger.balanceOf(tx, userId),
      transaction_id: null,
    };
  });
}

/** "My courses": the student's enrollments, newest first, as course summaries with what they paid. */
export async function listMyCourses(
  db: Db,
  userId: number,
  query: PageQuery,
  language: AppLanguage,
  courses?: CourseReadCache,
) {
  const { rows, pagination } = await listEnrollments(db, userId, query);
  const ids = rows.map((r) => r.courseId);
  // The summaries are everyone's (no content): kept ones come from the course read cache.
  const summaries = courses
    ? await courses.summaries(db, ids, language)
    : await getCourseSummaries(db, ids, language);
  const enrollment = new Map(rows.map((r) => [r.courseId, r]));
  return {
    courses: summaries.map((c) =>
      extend(c, {
        purchased_at: enrollment.get(c.id)!.purchasedAt,
        price_paid: enrollment.get(c.id)!.pricePaid,
      }),
    ),
    pagination,
  };
}
