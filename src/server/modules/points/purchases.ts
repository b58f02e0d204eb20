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
import { enroll, listEnrollments } from '../enrollments/index';
import * as ledger from './ledger';

/** Refuses a purchase whose price moved since the buyer saw it. */
export function assertPriceUnchanged(expected: number | undefined, price: number) {
  if (expected !== undefined && expected !== price) throw new AppError(409, PRICE_CHANGED, { price });
}

/**
 * One ledger transaction: the enrollment first (its primary key makes a second purchase of the same course a
 * 409, even under concurrency), then one statement for the conditional debit (402 when the balance does not
 * cover the price), the ledger row and the professor's share. A free course records the enrollment with no
 * ledger row. Round trips: course and share (in parallel), BEGIN, enrollment, debit, COMMIT.
 */
export async function buyCourse(
  ctx: AppContext,
  student: AuthUser,
  courseId: number,
  expectedPrice?: number,
) {
  // One round trip before the transaction: the course with its price, beside the professor's share.
  const [{ course, price }, sharePercent] = await Promise.all([
    getCourseForPurchase(ctx.db, courseId),
    ledger.professorSharePercent(ctx.db),
  ]);
  if (course.status !== 'approved') throw conflict('This course is not available for purchase');
  if (course.createdBy === student.id) throw conflict('You cannot buy your own course');
  if (price === null) throw conflict('This course has no price yet');
  assertPriceUnchanged(expectedPrice, price);
  try {
    return await ctx.db.transaction(async (tx) => {
      await enroll(tx, { userId: student.id, courseId, pricePaid: price });
      if (price === 0) {
        return {
          course_id: courseId,
          price_paid: 0,
          balance: await ledger.balanceOf(tx, student.id),
          transaction_id: null,
        };
      }
      // The debit, its ledger row and the professor's earning: one statement (ledger.debitForSale).
      const posted = await ledger.debitForSale(
        tx,
        { userId: student.id, amount: price, kind: 'spend', description: course.title, courseId },
        { professorId: course.createdBy, sharePercent },
      );
      return {
        course_id: courseId,
        price_paid: price,
        balance: posted.balance,
        transaction_id: posted.transactionId,
      };
    });
  } catch (error) {
    // The course was deleted while this purchase was under way: nothing was taken.
    if (isForeignKeyViolation(error)) throw notFound(COURSE_NOT_FOUND);
    throw error;
  }
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
    courses: summaries.map((c) => ({
      ...c,
      purchased_at: enrollment.get(c.id)!.createdAt.toISOString(),
      price_paid: enrollment.get(c.id)!.pricePaid,
    })),
    pagination,
  };
}
