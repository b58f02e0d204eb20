import { createHash, randomBytes } from 'node:crypto';
import { RESET_TOKEN_TTL_MINUTES } from '../../../contract/auth';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { passwordResetTokens } from '../../db/schema/users';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Writes a single-use reset link for the account and returns the mail that carries it, to be sent once the
 * caller's transaction has committed. "Forgot password" and an admin's "send a reset link" both use it.
 */
export async function issueResetLink(
  ctx: Pick<AppContext, 'config' | 'mailer'>,
  db: DbOrTx,
  user: { id: number; name: string; email: string },
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
      subject: 'Masar — reset your password / إعادة تعيين كلمة المرور',
      text: [
        `Hello ${user.name},`,
        '',
        `Someone asked to reset the password of your Masar account. Open this link within ${RESET_TOKEN_TTL_MINUTES} minutes to choose a new one:`,
        link,
        '',
        'If it was not you, ignore this message: your password stays as it is.',
        '',
        'مرحبًا، لإعادة تعيين كلمة مرور حسابك في مسار افتح الرابط أعلاه خلال ساعة. إن لم تطلب ذلك فتجاهل هذه الرسالة.',
      ].join('\n'),
    });
}
