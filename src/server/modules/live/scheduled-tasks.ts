import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { JobDefinition } from '../../plugins/jobs';
import type { LiveContext } from './sessions.read-model';
import { liveSessions } from '../../db/schema/live';
import { allMail, notify, type MailDelivery } from '../notifications/index';
import { sessionHolderIds } from './audience';
import { reminderText } from './notification-texts';

/**
 * Work the server does on a clock. Both tasks are idempotent (each claims its rows with one conditional
 * update), so a scheduler may run them as often as it likes, on any number of instances.
 */

/** A session still open this long after its planned end was forgotten: the server ends it. */
export const AUTO_END_GRACE_MINUTES = 120;
export const REMINDER_LEAD_MINUTES = 60;

export async function endOverdueSessions(ctx: Pick<AppContext, 'db'>, now: Date): Promise<number[]> {
  const rows = await ctx.db
    .update(liveSessions)
    .set({ status: 'ended', endedAt: now, updatedAt: now })
    .where(
      and(
        inArray(liveSessions.status, ['starting', 'live', 'technical_issues']),
        sql`${liveSessions.scheduledAt} + make_interval(mins => ${liveSessions.duration} + ${AUTO_END_GRACE_MINUTES}) < ${now}`,
      ),
    )
    .returning({ id: liveSessions.id });
  return rows.map((r) => r.id);
}

/**
 * Tells the holders of every approved session starting within the hour, once: the reminder is claimed by
 * setting `reminded_at` in the same transaction as the notifications. Mail goes out after the commit.
 */
export async function sendDueReminders(
  ctx: LiveContext,
  now: Date,
  onMailError: (error: unknown) => void = () => undefined,
): Promise<number[]> {
  const { ids, mail } = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .update(liveSessions)
      .set({ remindedAt: now })
      .where(
        and(
          eq(liveSessions.isApproved, true),
          eq(liveSessions.status, 'scheduled'),
          isNull(liveSessions.remindedAt),
          gt(liveSessions.scheduledAt, now),
          lte(liveSessions.scheduledAt, new Date(now.getTime() + REMINDER_LEAD_MINUTES * 60_000)),
        ),
      )
      .returning();
    const deliveries: MailDelivery[] = [];
    for (const session of due) {
      deliveries.push(
        await notify(ctx, tx, {
          // A private class's professor is reminded too: it is one appointment between two people.
          userIds: [
            ...(await sessionHolderIds(tx, session.id)),
            ...(session.individualStudentId !== null ? [session.professorId] : []),
          ],
          type: 'live_session_reminder',
          sessionId: session.id,
          text: reminderText(session.title, session.scheduledAt),
        }),
      );
    }
    return { ids: due.map((s) => s.id), mail: allMail(deliveries) };
  });
  await mail(onMailError);
  return ids;
}

export const END_OVERDUE_JOB = 'live.end-overdue-sessions';
export const REMINDERS_JOB = 'live.send-reminders';

/** The two tasks as recurring jobs: reminders every minute, the auto-end every five. */
export function liveJobs(ctx: LiveContext, log: (error: unknown) => void): JobDefinition[] {
  return [
    {
      name: REMINDERS_JOB,
      everyMs: 60_000,
      handler: async ({ now }) => {
        await sendDueReminders(ctx, now, log);
      },
    },
    {
      name: END_OVERDUE_JOB,
      everyMs: 5 * 60_000,
      handler: async ({ now }) => {
        // Ended sessions leave the upcoming list every instance keeps.
        if ((await endOverdueSessions(ctx, now)).length > 0)
          ctx.events.publish({ type: 'live-sessions.changed' });
      },
    },
  ];
}
