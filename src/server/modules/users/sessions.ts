import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResetTokens, refreshTokens, users } from '../../db/schema/users';

/**
 * Ends sessions of a user: every access token already issued (the session version they carry goes stale) and
 * every refresh token, except the sign-in `keepFamily` when the user is the one acting (their next call is
 * refused once, the client refreshes and carries on).
 */
export async function endSessions(tx: DbOrTx, userId: number, keepFamily: string | null = null) {
  await tx
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamily ? ne(refreshTokens.familyId, keepFamily) : undefined,
      ),
    );
}

/** Outstanding reset links die when the account's address or password changes hands. */
export async function voidResetTokens(tx: DbOrTx, userId: number) {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
