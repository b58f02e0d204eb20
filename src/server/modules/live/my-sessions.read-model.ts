import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { MyLiveSessions } from '../../../contract/live';
import {
  liveSectionPurchases,
  liveSectionSessions,
  liveSessionPurchases,
  liveSessions,
} from '../../db/schema/live';
import { users } from '../../db/schema/users';
import type { AuthUser } from '../../plugins/access';
import { toSessionDto, type LiveContext } from './sessions.read-model';
import { extend } from '../../objects';

/**
 * The sessions a user holds, by seat or by section, newest first. A seat refunded because its session was
 * cancelled stays listed (as cancelled), so the student sees what happened to what they bought.
 */
export async function mySessions(ctx: LiveContext, user: AuthUser): Promise<MyLiveSessions> {
  const [seats, bundled] = await Promise.all([
    ctx.db
      .select({
        s: liveSessions,
        name: users.name,
        at: liveSessionPurchases.createdAt,
        paid: liveSessionPurchases.amountPaid,
      })
      .from(liveSessionPurchases)
      .innerJoin(liveSessions, eq(liveSessions.id, liveSessionPurchases.sessionId))
      .innerJoin(users, eq(users.id, liveSessions.professorId))
      .where(
        and(
          eq(liveSessionPurchases.userId, user.id),
          // Private-class sessions are listed by GET /points/my-individual-live-sessions.
          isNull(liveSessions.individualStudentId),
          or(isNull(liveSessionPurchases.refundedAt), eq(liveSessions.status, 'cancelled')),
        ),
      ),
    ctx.db
      .select({ s: liveSessions, name: users.name, at: liveSectionPurchases.createdAt })
      .from(liveSectionPurchases)
      .innerJoin(liveSectionSessions, eq(liveSectionSessions.sectionId, liveSectionPurchases.sectionId))
      .innerJoin(liveSessions, eq(liveSessions.id, liveSectionSessions.sessionId))
      .innerJoin(users, eq(users.id, liveSessions.professorId))
      .where(eq(liveSectionPurchases.userId, user.id))
      .orderBy(desc(liveSectionPurchases.createdAt)),
  ]);
  const view = { manage: false, access: true };
  const byId = new Map<number, MyLiveSessions['sessions'][number]>();
  for (const r of seats) {
    byId.set(
      r.s.id,
      extend(toSessionDto(ctx, r.s, r.name, view, user.id), {
        purchased_at: r.at.toISOString(),
        amount_paid: r.paid,
        source: 'session',
      }),
    );
  }
  for (const r of bundled) {
    if (byId.has(r.s.id)) continue;
    byId.set(
      r.s.id,
      extend(toSessionDto(ctx, r.s, r.name, view, user.id), {
        purchased_at: r.at.toISOString(),
        amount_paid: 0,
        source: 'section',
      }),
    );
  }
  const sessions = [...byId.values()].sort((a, b) => b.scheduledAt.localeCompare(a.scheduledAt));
  return { sessions };
}
