import agora from 'agora-token';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type {
  AuthResponse,
  ForgotPasswordBody,
  RegisterBody,
  ResetPasswordBody,
} from '../../../contract/auth';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_DAYS } from '../../../contract/auth';
import { ACCOUNT_SUSPENDED } from '../../../contract/users';
import { REGISTRATION_CLOSED } from '../../../contract/settings';
import { isRegistrationOpen } from '../settings/index';
import type { AppContext } from '../../context';
import { passwordResetTokens, refreshTokens, users } from '../../db/schema/users';
import { badRequest, forbidden, unauthorized } from '../../errors';
import {
  createUser,
  endSessions,
  findUserByEmail,
  findUserById,
  issueResetLink,
  toUserDto,
  voidResetTokens,
  type UserRow,
} from '../users/index';

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const INVALID_RESET_TOKEN = 'This reset link is invalid or has expired';
export const INVALID_REFRESH = 'Session expired, please sign in again';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');
const DAY = 86_400_000;

export interface IssuedSession {
  body: AuthResponse;
  refreshToken: string;
}

/** The login shape: access token, user, and the live-video identity of the user. */
export function authResponse(
  ctx: AppContext,
  user: UserRow,
  token: { existing?: string; family?: string } = {},
): AuthResponse {
  return {
    token: token.existing ?? ctx.tokens.sign(user, token.family),
    user: toUserDto(user),
    agoraUid: user.id,
    agoraRtmToken: ctx.config.agora
      ? agora.RtmTokenBuilder.buildToken(
          ctx.config.agora.appId,
          ctx.config.agora.appCertificate,
          String(user.id),
          ACCESS_TOKEN_TTL_SECONDS * 4,
        )
      : null,
  };
}

/** Starts a refresh-token family for a fresh sign-in. */
async function startSession(ctx: AppContext, user: UserRow): Promise<IssuedSession> {
  const refreshToken = newSecret();
  const familyId = randomUUID();
  await ctx.db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * DAY),
  });
  return { body: authResponse(ctx, user, { family: familyId }), refreshToken };
}

export async function register(ctx: AppContext, input: RegisterBody): Promise<IssuedSession> {
  if (input.role === 'admin') throw forbidden('Administrator accounts cannot be created by registration');
  if (!(await isRegistrationOpen(ctx.db))) throw forbidden(REGISTRATION_CLOSED);
  const user = await createUser(ctx, input);
  return startSession(ctx, user);
}

export async function login(ctx: AppContext, email: string, password: string): Promise<IssuedSession> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) {
    await ctx.passwords.burn(password);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (!(await ctx.passwords.verify(user.passwordHash, password))) throw unauthorized(INVALID_CREDENTIALS);
  // Told only to someone who knows the password, so the suspension is not a way to probe addresses.
  if (user.suspendedAt) throw forbidden(ACCOUNT_SUSPENDED);
  return startSession(ctx, user);
}

/**
 * Rotates a refresh token. The old row is revoked by a conditional update, so of two concurrent uses only
 * one wins; presenting a token that was already rotated (or revoked) revokes its whole family.
 */
export async function refresh(ctx: AppContext, presented: string | undefined): Promise<IssuedSession> {
  if (!presented) throw unauthorized(INVALID_REFRESH);
  const hash = sha256(presented);
  const result = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).limit(1);
    if (!row) return null;
    const now = new Date();
    const [rotated] = await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)),
      )
      .returning();
    if (!rotated) {
      if (row.revokedAt) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      }
      return null;
    }
    const user = await findUserById(tx, row.userId);
    // Suspending revokes every refresh token; a suspended account is refused here all the same.
    if (!user || user.suspendedAt) return null;
    const next = newSecret();
    await tx.insert(refreshTokens).values({
      userId: user.id,
      familyId: row.familyId,
      tokenHash: sha256(next),
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY),
    });
    return { user, next, family: row.familyId };
  });
  if (!result) throw unauthorized(INVALID_REFRESH);
  return {
    body: authResponse(ctx, result.user, { family: result.family }),
    refreshToken: result.next,
  };
}

/**
 * Ends the presented sign-in (its refresh family) and every access token of the account, so a copied access
 * token dies with the sign-out; the user's other devices carry on after one silent refresh.
 */
export async function logout(
  ctx: AppContext,
  presented: string | undefined,
  signedIn: { id: number } | null,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = presented
      ? await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, sha256(presented)))
          .limit(1)
      : [];
    if (row) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    }
    const userId = row?.userId ?? signedIn?.id;
    if (userId) {
      await tx
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, userId));
    }
  });
}

/**
 * Always succeeds from the caller's point of view, whether or not the account exists. The mail is sent after
 * the response so the timing does not tell either.
 */
export async function forgotPassword(
  ctx: AppContext,
  input: ForgotPasswordBody,
): Promise<(() => Promise<void>) | null> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) return null;
  return issueResetLink(ctx, ctx.db, user, input.platform);
}

async function usableResetToken(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

export async function verifyResetToken(ctx: AppContext, token: string): Promise<{ email: string }> {
  const row = await usableResetToken(ctx, token);
  if (!row) throw badRequest(INVALID_RESET_TOKEN);
  return { email: row.email };
}

/** Single use: the token is consumed by a conditional update in the same transaction as the new hash. */
export async function resetPassword(ctx: AppContext, input: ResetPasswordBody): Promise<void> {
  const passwordHash = await ctx.passwords.hash(input.newPassword);
  const done = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!used) return false;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, used.userId));
    // Every session ends, access tokens included; other outstanding reset links die with this one.
    await endSessions(tx, used.userId);
    await voidResetTokens(tx, used.userId);
    return true;
  });
  if (!done) throw badRequest(INVALID_RESET_TOKEN);
}
