import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  ALREADY_SUSPENDED,
  NOT_SUSPENDED,
  SELF_ROLE_CHANGE,
  SELF_SUSPEND,
  type AdminUser,
  type AuditList,
  type Role,
} from '../../../contract/users';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/users';
import { conflict } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { listAudit, recordAudit } from './audit';
import type { PageQuery } from '../../db/pagination';
import { issueResetLink } from './password-reset';
import { getUser, toAdminUserDto } from './service';
import { endSessions } from './sessions';

/** An admin moves someone to another role; their sessions end so the new role applies at once. */
export async function changeRole(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
  role: Role,
): Promise<AdminUser> {
  if (actor.id === id) throw conflict(SELF_ROLE_CHANGE);
  const target = await getUser(ctx.db, id);
  if (target.role === role) return toAdminUserDto(target);
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    await endSessions(tx, id);
    await recordAudit(tx, {
      userId: id,
      actor,
      action: 'role_changed',
      before: { role: target.role },
      after: { role },
    });
    return updated!;
  });
  return toAdminUserDto(row);
}

/**
 * Suspends an account: sign-in is refused, and every access and refresh token already issued dies at once (the
 * session version goes up and the refresh tokens are revoked, decision 010).
 */
export async function suspendUser(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
  reason: string | undefined,
): Promise<AdminUser> {
  if (actor.id === id) throw conflict(SELF_SUSPEND);
  await getUser(ctx.db, id);
  const row = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    // Conditional, so two admins suspending at once record one suspension.
    const [updated] = await tx
      .update(users)
      .set({ suspendedAt: now, updatedAt: now })
      .where(and(eq(users.id, id), isNull(users.suspendedAt)))
      .returning();
    if (!updated) throw conflict(ALREADY_SUSPENDED);
    await endSessions(tx, id);
    await recordAudit(tx, {
      userId: id,
      actor,
      action: 'suspended',
      before: { status: 'active' },
      after: { status: 'suspended', reason: reason || null },
    });
    return updated;
  });
  return toAdminUserDto(row);
}

/** Lifts a suspension: the account signs in again (its old sessions stay ended). */
export async function reactivateUser(ctx: AppContext, actor: AuthUser, id: number): Promise<AdminUser> {
  await getUser(ctx.db, id);
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ suspendedAt: null, updatedAt: new Date() })
      .where(and(eq(users.id, id), isNotNull(users.suspendedAt)))
      .returning();
    if (!updated) throw conflict(NOT_SUSPENDED);
    await recordAudit(tx, {
      userId: id,
      actor,
      action: 'reactivated',
      before: { status: 'suspended' },
      after: { status: 'active' },
    });
    return updated;
  });
  return toAdminUserDto(row);
}

/** Mails the account a reset link, the same one "Forgot password" sends; the password itself is not touched. */
export async function sendResetLink(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
): Promise<() => Promise<void>> {
  const target = await getUser(ctx.db, id);
  return ctx.db.transaction(async (tx) => {
    const send = await issueResetLink(ctx, tx, target, target.role === 'student' ? 'tth' : 'schoolhouse');
    await recordAudit(tx, {
      userId: id,
      actor,
      action: 'password_reset_sent',
      after: { email: target.email },
    });
    return send;
  });
}

/** An account's audit trail (404 for an account that does not exist). */
export async function auditOf(ctx: AppContext, id: number, query: PageQuery): Promise<AuditList> {
  await getUser(ctx.db, id);
  return listAudit(ctx.db, id, query);
}
