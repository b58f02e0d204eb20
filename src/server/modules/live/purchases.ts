import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { LiveSessionPurchase } from '../../../contract/live';
import {
  PRICE_CHANGED,
  SECTION_ALREADY_PURCHASED,
  SECTION_NOT_FOUND,
  SESSION_ALREADY_PURCHASED,
  SESSION_FULL,
} from '../../../contract/live';
import { isUniqueViolation } from '../../db/errors';
import { liveSectionPurchases, liveSections, liveSessionPurchases, liveSessions } from '../../db/schema/live';
import { conflict, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import * as ledger from '../points/index';
import { sessionAccess, assertVisible } from './access';
import { getSessionRow } from './sessions.read-model';
import type { LiveContext } from './sessions.read-model';

const ON_SALE: (typeof liveSessions.$inferSelect)['status'][] = [
  'scheduled',
  'starting',
  'live',
  'technical_issues',
];
export const NOT_ON_SALE = 'This session is not available for purchase';

/**
 * One transaction: the seat row first (its primary key makes a second purchase a 409, even at once), then one
 * conditional update taking a seat only while `attendees_count < max_attendees` and the session is on sale —
 * the row lock it takes serialises concurrent buyers, so exactly `maxAttendees` seats are ever sold — then one
 * conditional debit (402), its ledger row and the professor's share. The price is always the server's.
 */
export async function buySession(
  ctx: LiveContext,
  student: AuthUser,
  sessionId: number,
  expectedPrice?: number,
): Promise<LiveSessionPurchase> {
  const session = await getSessionRow(ctx.db, sessionId);
  assertVisible(student, session);
  if (!session.isApproved || session.individualStudentId !== null || !ON_SALE.includes(session.status)) {
    throw conflict(NOT_ON_SALE);
  }
  if (session.professorId === student.id) throw conflict('You cannot buy your own session');
  if (expectedPrice !== undefined && expectedPrice !== session.price) throw conflict(PRICE_CHANGED);
  const held = await sessionAccess(ctx.db, student, session);
  if (held.hasAccess) throw conflict(SESSION_ALREADY_PURCHASED);
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.insert(liveSessionPurchases).values({ sessionId, userId: student.id, amountPaid: 0 });
      const [seat] = await tx
        .update(liveSessions)
        .set({ attendeesCount: sql`${liveSessions.attendeesCount} + 1` })
        .where(
          and(
            eq(liveSessions.id, sessionId),
            eq(liveSessions.isApproved, true),
            inArray(liveSessions.status, ON_SALE),
            lt(liveSessions.attendeesCount, liveSessions.maxAttendees),
          ),
        )
        .returning({ price: liveSessions.price, title: liveSessions.title, status: liveSessions.status });
      if (!seat) {
        const now = await getSessionRow(tx, sessionId);
        throw conflict(now.isApproved && ON_SALE.includes(now.status) ? SESSION_FULL : NOT_ON_SALE);
      }
      // The price read under the row lock is the one charged; a change since the page loaded is refused.
      if (expectedPrice !== undefined && expectedPrice !== seat.price) throw conflict(PRICE_CHANGED);
      await tx
        .update(liveSessionPurchases)
        .set({ amountPaid: seat.price })
        .where(
          and(eq(liveSessionPurchases.sessionId, sessionId), eq(liveSessionPurchases.userId, student.id)),
        );
      if (seat.price === 0) {
        return {
          session_id: sessionId,
          amount_paid: 0,
          balance: await ledger.balanceOf(tx, student.id),
          transaction_id: null,
        };
      }
      const posted = await ledger.debit(tx, {
        userId: student.id,
        amount: seat.price,
        kind: 'spend',
        description: seat.title,
        liveSessionId: sessionId,
      });
      await ledger.recordEarning(tx, {
        professorId: session.professorId,
        liveSessionId: sessionId,
        transactionId: posted.transactionId,
        gross: seat.price,
        sharePercent: await ledger.professorSharePercent(tx),
      });
      return {
        session_id: sessionId,
        amount_paid: seat.price,
        balance: posted.balance,
        transaction_id: posted.transactionId,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SESSION_ALREADY_PURCHASED);
    throw error;
  }
}

/** A section is bought once; owning it grants every session in it, including sessions added later. */
export async function buySection(ctx: LiveContext, student: AuthUser, sectionId: number) {
  const [section] = await ctx.db.select().from(liveSections).where(eq(liveSections.id, sectionId));
  if (!section || section.status !== 'approved') throw notFound(SECTION_NOT_FOUND);
  if (section.professorId === student.id) throw conflict('You cannot buy your own section');
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx
        .insert(liveSectionPurchases)
        .values({ sectionId, userId: student.id, amountPaid: section.price });
      if (section.price === 0) {
        return {
          section_id: sectionId,
          amount_paid: 0,
          balance: await ledger.balanceOf(tx, student.id),
          transaction_id: null,
        };
      }
      const posted = await ledger.debit(tx, {
        userId: student.id,
        amount: section.price,
        kind: 'spend',
        description: section.title,
        liveSectionId: sectionId,
      });
      await ledger.recordEarning(tx, {
        professorId: section.professorId,
        liveSectionId: sectionId,
        transactionId: posted.transactionId,
        gross: section.price,
        sharePercent: await ledger.professorSharePercent(tx),
      });
      return {
        section_id: sectionId,
        amount_paid: section.price,
        balance: posted.balance,
        transaction_id: posted.transactionId,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SECTION_ALREADY_PURCHASED);
    throw error;
  }
}
