import { count, desc, eq } from 'drizzle-orm';
import { OVERVIEW_ITEMS, type AdminUserOverview } from '../../../contract/users';
import type { DbOrTx } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { courseEnrollments } from '../../db/schema/enrollments';
import { liveSessionPurchases, liveSessions } from '../../db/schema/live';
import { wallets } from '../../db/schema/points';
import { getUser, toAdminUserDto } from './service';

/**
 * One account as an admin sees it: profile, balance, the newest courses and live seats it bought (with their
 * totals). Five small queries, whatever the account holds.
 */
export async function adminOverview(db: DbOrTx, id: number): Promise<AdminUserOverview> {
  const user = await getUser(db, id);
  const [wallet, courseRows, [courseCount], seatRows, [seatCount]] = await Promise.all([
    db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.userId, id)).limit(1),
    db
      .select({
        id: courses.id,
        title: courses.title,
        pricePaid: courseEnrollments.pricePaid,
        at: courseEnrollments.createdAt,
      })
      .from(courseEnrollments)
      .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
      .where(eq(courseEnrollments.userId, id))
      .orderBy(desc(courseEnrollments.createdAt), desc(courses.id))
      .limit(OVERVIEW_ITEMS),
    db.select({ total: count() }).from(courseEnrollments).where(eq(courseEnrollments.userId, id)),
    db
      .select({
        id: liveSessions.id,
        title: liveSessions.title,
        scheduledAt: liveSessions.scheduledAt,
        status: liveSessions.status,
        paid: liveSessionPurchases.amountPaid,
        at: liveSessionPurchases.createdAt,
        refundedAt: liveSessionPurchases.refundedAt,
      })
      .from(liveSessionPurchases)
      .innerJoin(liveSessions, eq(liveSessions.id, liveSessionPurchases.sessionId))
      .where(eq(liveSessionPurchases.userId, id))
      .orderBy(desc(liveSessionPurchases.createdAt), desc(liveSessions.id))
      .limit(OVERVIEW_ITEMS),
    db.select({ total: count() }).from(liveSessionPurchases).where(eq(liveSessionPurchases.userId, id)),
  ]);
  return {
    user: toAdminUserDto(user),
    balance: wallet[0]?.balance ?? 0,
    transactions_url: `/admin/point-transactions?user_id=${id}`,
    courses: {
      total: courseCount?.total ?? 0,
      items: courseRows.map((r) => ({
        id: r.id,
        title: r.title,
        price_paid: r.pricePaid,
        enrolled_at: r.at.toISOString(),
      })),
    },
    live_sessions: {
      total: seatCount?.total ?? 0,
      items: seatRows.map((r) => ({
        id: r.id,
        title: r.title,
        scheduled_at: r.scheduledAt.toISOString(),
        status: r.status,
        amount_paid: r.paid,
        purchased_at: r.at.toISOString(),
        refunded: r.refundedAt !== null,
      })),
    },
  };
}
