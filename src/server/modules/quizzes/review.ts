import { count, eq, sql } from 'drizzle-orm';
import type { PendingQuizzesCount, Quiz } from '../../../contract/quizzes';
import type { Db } from '../../db/client';
import { quizzes } from '../../db/schema/quizzes';
import type { AuthUser } from '../../plugins/access';
import { getQuiz } from './staff-quizzes.read-model';
import { getQuizRow } from './staff-view';

/** Admin review: a pending quiz is approved, or rejected with a reason the professor reads. */

export async function approveQuiz(db: Db, admin: AuthUser, id: number): Promise<Quiz> {
  await getQuizRow(db, id);
  const now = new Date();
  await db
    .update(quizzes)
    .set({ status: 'approved', rejectionReason: null, reviewedBy: admin.id, reviewedAt: now, updatedAt: now })
    .where(eq(quizzes.id, id));
  return getQuiz(db, admin, id);
}

export async function rejectQuiz(db: Db, admin: AuthUser, id: number, reason: string): Promise<Quiz> {
  await getQuizRow(db, id);
  const now = new Date();
  await db
    .update(quizzes)
    .set({
      status: 'rejected',
      rejectionReason: reason,
      reviewedBy: admin.id,
      reviewedAt: now,
      updatedAt: now,
    })
    .where(eq(quizzes.id, id));
  return getQuiz(db, admin, id);
}

export async function pendingQuizzesCount(db: Db): Promise<PendingQuizzesCount> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${quizzes.status} = 'pending')::int`,
      total: count(),
    })
    .from(quizzes);
  return { pending: row?.pending ?? 0, total: row?.total ?? 0 };
}
