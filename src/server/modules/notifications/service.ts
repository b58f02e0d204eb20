import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Notification, NotificationList, NotificationType } from '../../../contract/notifications';
import { appLanguages, type AppLanguage } from '../../../contract/common';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { isoColumn } from '../../db/json-time';
import { preparedPage } from '../../db/prepared';
import { notificationPreferences, notifications } from '../../db/schema/notifications';
import { notFound } from '../../errors';
import { recipients } from './recipients.read-model';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/**
 * What follows notifications already stored, run after the transaction that stored them has committed: each is
 * pushed to its user's open pages (the `notification.created` event, on every instance), then mailed. It never
 * rejects: each failed message goes to `onError` (the caller logs it) and the rest still go out.
 */
export type MailDelivery = (onError: (error: unknown) => void) => Promise<void>;
export const noMail: MailDelivery = async () => undefined;

/** What a notification says in one language: the stored message, and the mail's subject (its body is the message). */
export interface NotificationText {
  subject: string;
  message: string;
}

export interface NewNotification {
  userIds: readonly number[];
  type: NotificationType;
  sessionId?: number | null;
  /** The page the mail links to (a path of the web app); the student's sessions page when not given. */
  link?: string;
  /** The words in each language; every user gets them in the language they read the platform in. */
  text: (language: AppLanguage) => NotificationText;
}

const MAIL_FOOTER: Record<AppLanguage, string> = {
  ar: 'يمكنك إيقاف هذه الرسائل من ملفك الشخصي.',
  fr: 'Vous pouvez désactiver ces e-mails depuis votre profil.',
  en: 'You can turn these emails off on your profile.',
};
const MAIL_BRAND: Record<AppLanguage, string> = { ar: 'مسار', fr: 'Masar', en: 'Masar' };

/**
 * Stores one notification per user, in that user's language (in the caller's transaction when given one), and
 * returns the mail to send once it has committed, to the users who have not turned email off.
 */
export async function notify(
  ctx: Pick<AppContext, 'mailer' | 'config' | 'events'>,
  tx: DbOrTx,
  input: NewNotification,
): Promise<MailDelivery> {
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return noMail;
  const people = await recipients(tx, userIds);
  if (people.length === 0) return noMail;
  const texts = new Map(appLanguages.map((language) => [language, input.text(language)]));
  const textFor = (language: AppLanguage) => texts.get(language)!;
  const stored = await tx
    .insert(notifications)
    .values(
      people.map((person) => ({
        userId: person.id,
        type: input.type,
        message: textFor(person.language).message,
        sessionId: input.sessionId ?? null,
      })),
    )
    .returning();
  const mailTo = people.filter((r) => r.wantsMail !== false);
  return async (onError) => {
    ctx.events.publish(
      ...stored.map((row) => ({
        type: 'notification.created' as const,
        userId: row.userId,
        notification: toNotification(row),
      })),
    );
    for (const recipient of mailTo) {
      const { subject, message } = textFor(recipient.language);
      try {
        await ctx.mailer.send({
          to: recipient.email,
          subject: `${MAIL_BRAND[recipient.language]} — ${subject}`,
          text: [
            `${recipient.name}${recipient.language === 'ar' ? '،' : ','}`,
            '',
            message,
            '',
            `${ctx.config.publicUrl}${input.link ?? '/TTHSession'}`,
            '',
            MAIL_FOOTER[recipient.language],
          ].join('\n'),
        });
      } catch (error) {
        onError(error);
      }
    }
  };
}

/**
 * Sends a delivery's mail after the answer, which does not wait for it; the app's close does. A failed message
 * is logged and the rest still go.
 */
export function sendLater(
  ctx: Pick<AppContext, 'background'>,
  mail: MailDelivery | null,
  log: FastifyBaseLogger,
) {
  if (mail) ctx.background.track(mail((err) => log.error({ err }, 'notification mail failed')));
}

/** Runs several deliveries one after the other. */
export const allMail =
  (deliveries: readonly MailDelivery[]): MailDelivery =>
  async (onError) => {
    for (const deliver of deliveries) await deliver(onError);
  };

function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    read: row.read,
    sessionId: row.sessionId,
  };
}

/**
 * A user's newest notifications, their unread count a column of each row: one prepared statement and one round
 * trip instead of two queries built per request. The count's subquery names no outer column, so PostgreSQL runs
 * it once for the statement (an InitPlan); a user with no notification has none unread.
 */
const newestNotifications = preparedPage('notifications_newest', (db, name, window) =>
  db
    .select({
      // The answer's own shape, its time as text (`isoColumn`): no Date made to be written back.
      notification: {
        id: notifications.id,
        type: notifications.type,
        message: notifications.message,
        createdAt: isoColumn(notifications.createdAt),
        read: notifications.read,
        sessionId: notifications.sessionId,
      },
      unread: sql<number>`(${db
        .select({ n: count() })
        .from(notifications)
        .where(
          and(eq(notifications.userId, sql.placeholder('userId')), eq(notifications.read, false)),
        )})`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(window.limit)
    .offset(window.offset)
    .prepare(name),
);

export async function listNotifications(db: Db, userId: number, limit: number): Promise<NotificationList> {
  const window = { limit, offset: 0 };
  const rows = await newestNotifications(db, window).execute({ userId, ...window });
  return { notifications: rows.map((r) => r.notification), unreadCount: rows[0]?.unread ?? 0 };
}

/** Someone else's notification is answered as missing: its existence is not theirs to learn. */
export async function markRead(db: Db, userId: number, id: number): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return toNotification(row);
}

export async function markAllRead(db: Db, userId: number): Promise<{ updated: number }> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}

export async function getPreferences(db: Db, userId: number) {
  const [row] = await db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return { email: row?.email ?? true };
}

export async function setPreferences(db: Db, userId: number, input: { email: boolean }) {
  await db
    .insert(notificationPreferences)
    .values({ userId, email: input.email })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { email: input.email, updatedAt: new Date() },
    });
  return getPreferences(db, userId);
}
