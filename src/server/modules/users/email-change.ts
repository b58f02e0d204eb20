import { and, eq, gt, isNull } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { AppLanguage } from '../../../contract/common';
import { EMAIL_CHANGE_TTL_HOURS, EMAIL_UNDO_TTL_DAYS } from '../../../contract/users';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { emailChanges, users } from '../../db/schema/users';
import { badRequest, conflict } from '../../errors';
import { confirmNewEmailMail, emailChangingMail } from './mails';
import { endSessions, voidResetTokens } from './sessions';

export const INVALID_EMAIL_LINK = 'This link is invalid or has expired';
const EMAIL_TAKEN = 'Email already registered';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');
const HOUR = 3_600_000;

interface Account {
  id: number;
  name: string;
  email: string;
  language: AppLanguage;
}

async function assertAddressFree(ctx: AppContext, userId: number, email: string) {
  const [other] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (other && other.id !== userId) throw conflict(EMAIL_TAKEN);
}

/**
 * One's own new address: a link to the new address confirms it; the old address is told at once, with a link
 * that cancels the change (or reverts it once confirmed) and signs every session out.
 */
export async function requestEmailChange(ctx: AppContext, user: Account, newEmail: string): Promise<void> {
  await assertAddressFree(ctx, user.id, newEmail);
  const confirm = newSecret();
  const undo = newSecret();
  const now = Date.now();
  await ctx.db.transaction(async (tx) => {
    // Only the newest request can be confirmed.
    await tx
      .update(emailChanges)
      .set({ expiresAt: new Date(now) })
      .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.confirmedAt)));
    await tx.insert(emailChanges).values({
      userId: user.id,
      oldEmail: user.email,
      newEmail,
      confirmTokenHash: sha256(confirm),
      undoTokenHash: sha256(undo),
      expiresAt: new Date(now + EMAIL_CHANGE_TTL_HOURS * HOUR),
      undoExpiresAt: new Date(now + EMAIL_UNDO_TTL_DAYS * 24 * HOUR),
    });
  });
  const base = ctx.config.publicUrl;
  await ctx.mailer.send({
    to: newEmail,
    ...confirmNewEmailMail(user.language, user.name, `${base}/confirm-email?token=${confirm}`),
  });
  await ctx.mailer.send({
    to: user.email,
    ...emailChangingMail(user.language, {
      name: user.name,
      newEmail,
      link: `${base}/undo-email-change?token=${undo}`,
      done: false,
    }),
  });
}

/** An administrator's correction applies at once; the old address is still told and may undo it. */
export async function noticeEmailChanged(ctx: AppContext, user: Account, newEmail: string): Promise<void> {
  const undo = newSecret();
  const now = Date.now();
  await ctx.db.insert(emailChanges).values({
    userId: user.id,
    oldEmail: user.email,
    newEmail,
    confirmTokenHash: sha256(newSecret()),
    undoTokenHash: sha256(undo),
    expiresAt: new Date(now),
    undoExpiresAt: new Date(now + EMAIL_UNDO_TTL_DAYS * 24 * HOUR),
    confirmedAt: new Date(now),
  });
  await ctx.mailer.send({
    to: user.email,
    ...emailChangingMail(user.language, {
      name: user.name,
      newEmail,
      link: `${ctx.config.publicUrl}/undo-email-change?token=${undo}`,
      done: true,
    }),
  });
}

/** The link from the new address: the account moves to it and every session ends. */
export async function confirmEmailChange(ctx: AppContext, token: string): Promise<{ email: string }> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const now = new Date();
      const [change] = await tx
        .update(emailChanges)
        .set({ confirmedAt: now })
        .where(
          and(
            eq(emailChanges.confirmTokenHash, sha256(token)),
            isNull(emailChanges.confirmedAt),
            isNull(emailChanges.undoneAt),
            gt(emailChanges.expiresAt, now),
          ),
        )
        .returning();
      if (!change) throw badRequest(INVALID_EMAIL_LINK);
      const [moved] = await tx
        .update(users)
        .set({ email: change.newEmail, updatedAt: now })
        .where(and(eq(users.id, change.userId), eq(users.email, change.oldEmail)))
        .returning({ id: users.id });
      if (!moved) throw badRequest(INVALID_EMAIL_LINK);
      await endSessions(tx, change.userId);
      await voidResetTokens(tx, change.userId);
      return { email: change.newEmail };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * The link sent to the old address: cancels a pending change or puts the old address back, signs every
 * session out and voids reset links (which may have gone to the new address).
 */
export async function undoEmailChange(ctx: AppContext, token: string): Promise<{ email: string }> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const now = new Date();
      const [change] = await tx
        .update(emailChanges)
        .set({ undoneAt: now })
        .where(
          and(
            eq(emailChanges.undoTokenHash, sha256(token)),
            isNull(emailChanges.undoneAt),
            gt(emailChanges.undoExpiresAt, now),
          ),
        )
        .returning();
      if (!change) throw badRequest(INVALID_EMAIL_LINK);
      if (change.confirmedAt) {
        await tx
          .update(users)
          .set({ email: change.oldEmail, updatedAt: now })
          .where(and(eq(users.id, change.userId), eq(users.email, change.newEmail)));
      }
      // Any other request of the same account is cancelled with it.
      await tx
        .update(emailChanges)
        .set({ undoneAt: now })
        .where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.confirmedAt)));
      await endSessions(tx, change.userId);
      await voidResetTokens(tx, change.userId);
      return { email: change.oldEmail };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}
