import { and, eq, inArray } from 'drizzle-orm';
import { insideAvailability } from '../../../contract/availability';
import type { AppLanguage } from '../../../contract/common';
import {
  OUTSIDE_AVAILABILITY,
  PRIVATE_CLASS_MOVES,
  type ConfirmBody,
  type PayResult,
  type PrivateClass,
} from '../../../contract/private-classes';
import type { DbOrTx } from '../../db/client';
import { together } from '../../db/together';
import { privateClasses, privateClassSessions } from '../../db/schema/private-classes';
import { badRequest, conflict, forbidden } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { transactionWithEvents } from '../../plugins/events';
import { cancelIndividualSessions, createIndividualSessions } from '../live/index';
import { allMail, notify, type MailDelivery } from '../notifications/index';
import { payPrivateClass, refundPrivateClass } from '../points/index';
import { findUserById } from '../users/index';
import type { PrivateClassContext } from './context';
import { cancelledText, confirmedText, paidText, rejectedText } from './notification-texts';
import {
  assertParty,
  confirmedClassTimes,
  finishedClassIds,
  getPrivateClass,
  getRow,
  lockProfessorCalendar,
  overlappingSessions,
  sessionsOf,
  type PrivateClassRow,
} from './private-classes.read-model';
import { getPlatformSettings, professorSettingsRow, toProfessorSettings } from './settings';

type Move = 'confirm' | 'reject' | 'pay' | 'cancel';

export const PROFESSOR_BUSY = 'The professor already has a session at that time';

export const moveConflict = (move: Move, status: string) =>
  conflict(`Cannot ${move} a private class that is ${status}`);

function assertMove(row: PrivateClassRow, move: Move) {
  if (!PRIVATE_CLASS_MOVES[row.status].includes(move)) throw moveConflict(move, row.status);
}

/** The professor asked or an admin; the student (a party) is refused, anyone else does not see it. */
function assertTeacherSide(actor: AuthUser, row: PrivateClassRow, what: string) {
  assertParty(actor, row);
  if (actor.role !== 'admin' && actor.id !== row.professorId) {
    throw forbidden(`Only the professor or an admin can ${what} a private class`);
  }
}

async function nameOf(db: DbOrTx, userId: number, fallback: AuthUser): Promise<string> {
  if (userId === fallback.id) return fallback.name;
  return (await findUserById(db, userId))?.name ?? '';
}

async function finish(
  ctx: PrivateClassContext,
  mail: MailDelivery,
  viewer: AuthUser,
  id: number,
  language: AppLanguage,
) {
  ctx.sendLater(mail);
  return getPrivateClass(ctx.db, viewer, id, language);
}

/**
 * The professor (or an admin) fixes the times, `sessions_count` of them, in the future and apart; a professor's
 * must sit inside their weekly availability, an admin may place them anywhere. The price per session and the
 * platform's commission are fixed now, so a later change of either does not touch this class.
 */
export async function confirm(
  ctx: PrivateClassContext,
  actor: AuthUser,
  id: number,
  body: ConfirmBody,
  language: AppLanguage,
  now = new Date(),
): Promise<PrivateClass> {
  const mail = await transactionWithEvents(ctx, async (tx) => {
    const row = await getRow(tx, id, true);
    assertTeacherSide(actor, row, 'confirm');
    assertMove(row, 'confirm');
    if (body.schedule.length !== row.sessionsCount) {
      throw badRequest(`schedule: needs exactly ${row.sessionsCount} session time(s)`);
    }
    const times = body.schedule.map((s) => new Date(s.startsAt)).sort((a, b) => a.getTime() - b.getTime());
    if (times[0]!.getTime() <= now.getTime())
      throw badRequest('schedule: every session must be in the future');
    const minutes = row.sessionMinutes;
    for (let i = 1; i < times.length; i += 1) {
      if (times[i]!.getTime() < times[i - 1]!.getTime() + minutes * 60_000) {
        throw badRequest('schedule: sessions must not overlap');
      }
    }
    const [platform, settingsRow] = await together(tx, [
      () => getPlatformSettings(tx),
      () => professorSettingsRow(tx, row.professorId),
    ]);
    const settings = toProfessorSettings(settingsRow, platform);
    if (actor.role !== 'admin') {
      const outside = times.some(
        (t) => !insideAvailability(t, minutes, settings.availability, settings.timezone),
      );
      if (outside) throw badRequest(OUTSIDE_AVAILABILITY);
    }
    await lockProfessorCalendar(tx, row.professorId);
    const promised = await confirmedClassTimes(tx, [row.professorId], now, row.id);
    for (const t of times) {
      const end = t.getTime() + minutes * 60_000;
      const clash = await overlappingSessions(tx, row.professorId, t, new Date(end));
      // Another class confirmed and waiting for payment holds its times as a session does.
      const held = promised.some(
        (p) => p.start.getTime() < end && t.getTime() < p.start.getTime() + p.minutes * 60_000,
      );
      if (clash.length > 0 || held) throw conflict(PROFESSOR_BUSY);
    }
    const price = settings.price_per_session;
    const total = price * row.sessionsCount;
    await tx
      .update(privateClasses)
      .set({
        status: 'confirmed',
        schedule: times.map((t) => t.toISOString()),
        pricePerSession: price,
        total,
        commissionPercent: platform.commission_percent,
        confirmedAt: now,
        updatedAt: now,
      })
      .where(eq(privateClasses.id, id));
    return notify(ctx, tx, {
      userIds: [row.studentId],
      type: 'private_class_confirmed',
      text: confirmedText(await nameOf(tx, row.professorId, actor), total),
    });
  });
  return finish(ctx, mail, actor, id, language);
}

export async function reject(
  ctx: PrivateClassContext,
  actor: AuthUser,
  id: number,
  reason: string,
  language: AppLanguage,
  now = new Date(),
): Promise<PrivateClass> {
  const mail = await transactionWithEvents(ctx, async (tx) => {
    const row = await getRow(tx, id, true);
    assertTeacherSide(actor, row, 'reject');
    assertMove(row, 'reject');
    await tx
      .update(privateClasses)
      .set({ status: 'rejected', rejectionReason: reason, closedAt: now, updatedAt: now })
      .where(eq(privateClasses.id, id));
    return notify(ctx, tx, {
      userIds: [row.studentId],
      type: 'private_class_rejected',
      text: rejectedText(await nameOf(tx, row.professorId, actor), reason),
    });
  });
  return finish(ctx, mail, actor, id, language);
}

/**
 * The student pays the confirmed total, once: the move confirmed → scheduled is one conditional update, so a
 * second payment sent at the same moment waits for the first's row lock, then finds the class scheduled and
 * is refused before any points move. The debit (402 rolls everything back), the professor's earning and one
 * individual live session per scheduled time are the same transaction.
 */
export async function pay(
  ctx: PrivateClassContext,
  actor: AuthUser,
  id: number,
  language: AppLanguage,
  now = new Date(),
): Promise<PayResult> {
  const { mail, posted } = await transactionWithEvents(ctx, async (tx) => {
    const row = await getRow(tx, id);
    assertParty(actor, row);
    if (actor.id !== row.studentId) throw forbidden('Only the student who asked can pay for a private class');
    const [claimed] = await tx
      .update(privateClasses)
      .set({ status: 'scheduled', paidAt: now, updatedAt: now })
      .where(and(eq(privateClasses.id, id), eq(privateClasses.status, 'confirmed')))
      .returning();
    if (!claimed) throw moveConflict('pay', (await getRow(tx, id)).status);
    const times = claimed.schedule.map((t) => new Date(t));
    if (times.some((t) => t.getTime() <= now.getTime())) {
      throw conflict('The schedule has passed; ask the professor for a new one');
    }
    const title = await classTitle(tx, claimed);
    // A free class (price 0) moves no points.
    const posted =
      (claimed.total ?? 0) > 0
        ? await payPrivateClass(tx, {
            privateClassId: id,
            studentId: claimed.studentId,
            professorId: claimed.professorId,
            total: claimed.total!,
            commissionPercent: claimed.commissionPercent ?? 0,
            description: title,
          })
        : null;
    const sessionIds = await createIndividualSessions(tx, {
      professorId: claimed.professorId,
      studentId: claimed.studentId,
      title,
      description: claimed.note,
      materialId: claimed.materialId,
      languageLevelId: claimed.languageLevelId,
      duration: claimed.sessionMinutes,
      times,
      now,
    });
    await tx
      .insert(privateClassSessions)
      .values(sessionIds.map((liveSessionId, position) => ({ privateClassId: id, liveSessionId, position })));
    const told = await notify(ctx, tx, {
      userIds: [claimed.professorId],
      type: 'private_class_paid',
      text: paidText(actor.name, claimed.sessionsCount),
    });
    return { mail: told, posted };
  });
  const privateClass = await finish(ctx, mail, actor, id, language);
  return {
    private_class: privateClass,
    balance: posted?.balance ?? 0,
    transaction_id: posted?.transactionId ?? 0,
  };
}

/** "Private class · <student>": what the sessions and the ledger rows are called. */
async function classTitle(tx: DbOrTx, row: PrivateClassRow): Promise<string> {
  const student = await findUserById(tx, row.studentId);
  return `Private class #${row.id} · ${student?.name ?? ''}`;
}

/**
 * Cancels: the student before the first session starts (everything back), the professor or an admin at any
 * time (back: the sessions not yet held). The sessions still scheduled are cancelled in the same transaction,
 * with the refund and the reversed share of the professor's earning.
 */
export async function cancel(
  ctx: PrivateClassContext,
  actor: AuthUser,
  id: number,
  reason: string,
  language: AppLanguage,
  now = new Date(),
): Promise<PrivateClass> {
  const mail = await transactionWithEvents(ctx, async (tx) => {
    const row = await getRow(tx, id, true);
    assertParty(actor, row);
    assertMove(row, 'cancel');
    const sessions = await sessionsOf(tx, [id]);
    if (actor.id === row.studentId && actor.role !== 'admin') {
      const started = sessions.some(
        (s) => s.status !== 'scheduled' || s.scheduledAt.getTime() <= now.getTime(),
      );
      if (started)
        throw conflict('The first session has started: only the professor or an admin can cancel now');
    }
    const cancelled = await cancelIndividualSessions(
      tx,
      sessions.map((s) => s.id),
      now,
    );
    const refund = row.status === 'scheduled' ? (row.pricePerSession ?? 0) * cancelled.length : 0;
    if (refund > 0) {
      await refundPrivateClass(tx, {
        privateClassId: id,
        studentId: row.studentId,
        professorId: row.professorId,
        amount: refund,
        commissionPercent: row.commissionPercent ?? 0,
        description: `Refund: private class #${id}`,
        actorId: actor.id,
      });
    }
    await tx
      .update(privateClasses)
      .set({
        status: 'cancelled',
        cancellationReason: reason,
        cancelledBy: actor.id,
        refunded: refund,
        closedAt: now,
        updatedAt: now,
      })
      .where(eq(privateClasses.id, id));
    const others = [row.studentId, row.professorId].filter((u) => u !== actor.id);
    return allMail([
      await notify(ctx, tx, {
        userIds: others,
        type: 'private_class_cancelled',
        text: cancelledText(actor.name, reason, refund),
      }),
    ]);
  });
  return finish(ctx, mail, actor, id, language);
}

/**
 * A scheduled class whose sessions have all ended (or were cancelled) is completed. Run by a recurring job;
 * idempotent, so any instance may run it any time.
 */
export async function completeFinishedClasses(db: DbOrTx, now = new Date()): Promise<number[]> {
  const ids = await finishedClassIds(db);
  if (ids.length === 0) return [];
  const rows = await db
    .update(privateClasses)
    .set({ status: 'completed', closedAt: now, updatedAt: now })
    .where(and(inArray(privateClasses.id, ids), eq(privateClasses.status, 'scheduled')))
    .returning({ id: privateClasses.id });
  return rows.map((r) => r.id);
}

export const COMPLETE_JOB = 'private-classes.complete';

export function privateClassJobs(db: DbOrTx) {
  return [
    {
      name: COMPLETE_JOB,
      everyMs: 60_000,
      handler: async ({ now }: { now: Date }) => {
        await completeFinishedClasses(db, now);
      },
    },
  ];
}
