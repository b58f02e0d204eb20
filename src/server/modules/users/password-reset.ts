import { createHash, randomBytes } from 'node:crypto';
import { RESET_TOKEN_TTL_MINUTES } from '../../../contract/auth';
import type { AppLanguage } from '../../../contract/common';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { passwordResetTokens } from '../../db/schema/users';
import { passwordResetMail } from './mails';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Writes a single-use reset link for the account and returns the mail that carries it, to be sent once the
 * caller's transaction has committed. "Forgot password" and an admin's "send a reset link" both use it.
 */
export async function issueResetLink(
  ctx: Pick<AppContext, 'config' | 'mailer'>,
  db: DbOrTx,
  user: { id: number; name: string; email: string; language: AppLanguage },
  platform: 'tth' | 'schoolhouse' = 'tth',
): Promise<() => Promise<void>> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
  });
  const page = platform === 'schoolhouse' ? '/schoolhouse/reset-password' : '/reset-password';
  const link = `${ctx.config.publicUrl}${page}?token=${encodeURIComponent(token)}`;
  return () =>
    ctx.mailer.send({
      to: user.email,
      ...passwordResetMail(user.language, { name: user.name, link, minutes: RESET_TOKEN_TTL_MINUTES }),
    });
}
