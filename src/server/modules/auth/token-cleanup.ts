import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { passwordResetTokens, refreshTokens } from '../../db/schema/users';
import type { JobDefinition } from '../../plugins/jobs';

export const CLEAN_TOKENS_JOB = 'auth.clean-expired-tokens';
const DAY = 24 * 60 * 60_000;

/**
 * Removes refresh tokens and reset links that can no longer be used: expired for a day (a refresh token past its
 * expiry is refused whatever its family, so reuse detection loses nothing), or reset links used a day ago.
 * Deleting what is already gone changes nothing, so a second run (or two instances) is harmless.
 */
export async function cleanExpiredTokens(ctx: AppContext, now: Date) {
  const before = new Date(now.getTime() - DAY);
  const refresh = await ctx.db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, before))
    .returning({ id: refreshTokens.id });
  const resets = await ctx.db
    .delete(passwordResetTokens)
    .where(
      or(
        lt(passwordResetTokens.expiresAt, before),
        and(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.usedAt, before)),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return { refreshTokens: refresh.length, resetTokens: resets.length };
}

/** Every six hours, on one instance. */
export function cleanTokensJob(ctx: AppContext): JobDefinition {
  return {
    name: CLEAN_TOKENS_JOB,
    everyMs: 6 * 60 * 60_000,
    handler: async ({ now }) => {
      await cleanExpiredTokens(ctx, now);
    },
  };
}
