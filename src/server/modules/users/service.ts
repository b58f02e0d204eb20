import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AppLanguage } from '../../../contract/common';
import type {
  AdminUser,
  AuditSummary,
  CreateUserBody,
  ListUsersQuery,
  Role,
  UpdateUserBody,
  User,
  UserList,
} from '../../../contract/users';
import { AVATAR_MAX_BYTES, SELF_ROLE_CHANGE } from '../../../contract/users';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { paginate } from '../../db/pagination';
import { users } from '../../db/schema/users';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { publicFileUrl } from '../../plugins/storage';
import { deleteImageWithVariants, saveImageWithVariants } from '../../plugins/image-variants';
import { recordAudit } from './audit';
import { noticeEmailChanged, requestEmailChange } from './email-change';
import { endSessions } from './sessions';

export type UserRow = typeof users.$inferSelect;

export const USER_NOT_FOUND = 'User not found';
export const EMAIL_TAKEN = 'Email already registered';

export function toUserDto(
  row: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'avatarKey' | 'language' | 'createdAt'>,
): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    avatar_url: row.avatarKey ? publicFileUrl(row.avatarKey) : null,
    language: row.language,
    created_at: row.createdAt.toISOString(),
  };
}

export function toAdminUserDto(
  row: Pick<
    UserRow,
    'id' | 'name' | 'email' | 'role' | 'avatarKey' | 'language' | 'createdAt' | 'suspendedAt'
  >,
): AdminUser {
  return { ...toUserDto(row), suspended_at: row.suspendedAt?.toISOString() ?? null };
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function getUser(db: DbOrTx, id: number): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

export async function createUser(
  ctx: Pick<AppContext, 'db' | 'passwords'>,
  input: { name: string; email: string; password: string; role: Role; language?: AppLanguage },
): Promise<UserRow> {
  const passwordHash = await ctx.passwords.hash(input.password);
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({
        name: input.name,
        email: input.email.toLowerCase(),
        passwordHash,
        role: input.role,
        language: input.language ?? 'ar',
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/** Whether any account exists (start-up seeds only an empty database). */
export async function hasAnyUser(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return Boolean(row);
}

export async function createUserByAdmin(
  ctx: AppContext,
  actor: AuthUser,
  input: CreateUserBody,
): Promise<User> {
  const row = await createUser(ctx, input);
  await recordAudit(ctx.db, {
    userId: row.id,
    actor,
    action: 'user_created',
    after: { name: row.name, email: row.email, role: row.role },
  });
  return toUserDto(row);
}

export async function listUsers(db: DbOrTx, query: ListUsersQuery): Promise<UserList> {
  const filters: SQL[] = [];
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.status === 'suspended') filters.push(isNotNull(users.suspendedAt));
  if (query.status === 'active') filters.push(isNull(users.suspendedAt));
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const { rows, pagination } = await paginate(
    query,
    (page) =>
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(
          ...(query.sort === 'oldest'
            ? [asc(users.createdAt), asc(users.id)]
            : [desc(users.createdAt), desc(users.id)]),
        )
        .limit(page.limit)
        .offset(page.offset),
    db.select({ total: count() }).from(users).where(where),
  );
  return { users: rows.map(toAdminUserDto), pagination };
}

export async function updateUser(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
  input: UpdateUserBody,
): Promise<User> {
  const target = await getUser(ctx.db, id);
  const self = actor.id === id;
  if (input.role !== undefined && input.role !== target.role) {
    if (actor.role !== 'admin') throw forbidden();
    if (self) throw conflict(SELF_ROLE_CHANGE);
  }
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.language !== undefined) changes.language = input.language;
  const newEmail = input.email?.toLowerCase();
  const emailChanges = newEmail !== undefined && newEmail !== target.email;
  if (input.role !== undefined) changes.role = input.role;
  // Someone holding a stolen session must not be able to lock the owner out or move the account to their own
  // address: both need the current password.
  if (self && (input.password !== undefined || emailChanges)) {
    const ok =
      input.currentPassword && (await ctx.passwords.verify(target.passwordHash, input.currentPassword));
    if (!ok) throw badRequest('currentPassword: Current password is incorrect');
  }
  if (input.password !== undefined) changes.passwordHash = await ctx.passwords.hash(input.password);
  // An admin's correction applies at once; one's own new address is used only once its link is opened.
  if (emailChanges && !self) changes.email = newEmail;
  const pendingEmail = emailChanges && self ? newEmail : null;
  if (Object.keys(changes).length === 0 && !pendingEmail) return toUserDto(target);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      // A new password, address or role ends the account's other sessions (the caller's own when it is an
      // admin acting on someone else).
      if (changes.passwordHash || changes.role || changes.email) {
        await endSessions(tx, id, self ? actor.family : null);
      }
      if (!self) await auditProfileChange(tx, actor, target, changes);
      return updated!;
    });
    if (pendingEmail) await requestEmailChange(ctx, row, pendingEmail);
    else if (changes.email) await noticeEmailChanged(ctx, target, changes.email);
    return toUserDto(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

export async function deleteUser(ctx: AppContext, id: number): Promise<void> {
  const target = await getUser(ctx.db, id);
  if (target.role === 'admin') {
    const [admins] = await ctx.db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
    if ((admins?.n ?? 0) <= 1) throw conflict('The last administrator cannot be deleted');
  }
  try {
    await ctx.db.delete(users).where(eq(users.id, id));
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      // Courses, and a points history (kept for the ledger's integrity), keep an account from being deleted.
      throw conflict('This user still has courses or a points history and cannot be deleted');
    }
    throw error;
  }
  if (target.avatarKey) await deleteImageWithVariants(ctx.storage, target.avatarKey);
}

export async function setAvatar(ctx: AppContext, id: number, data: Buffer): Promise<string> {
  const target = await getUser(ctx.db, id);
  // The original and its WebP copies at 320, 640 and 1280 px (issue 21).
  const saved = await saveImageWithVariants(ctx.storage, {
    folder: 'avatars',
    data,
    maxBytes: AVATAR_MAX_BYTES,
  });
  await ctx.db.update(users).set({ avatarKey: saved.key, updatedAt: new Date() }).where(eq(users.id, id));
  if (target.avatarKey) await deleteImageWithVariants(ctx.storage, target.avatarKey);
  return ctx.storage.publicUrl(saved.key);
}

/** What an admin changed on someone else's account, field by field; a new password is noted, never shown. */
async function auditProfileChange(
  tx: DbOrTx,
  actor: AuthUser,
  target: UserRow,
  changes: Partial<typeof users.$inferInsert>,
) {
  const before: AuditSummary = {};
  const after: AuditSummary = {};
  for (const field of ['name', 'email', 'role'] as const) {
    const value = changes[field];
    if (value !== undefined && value !== target[field]) {
      before[field] = target[field];
      after[field] = value;
    }
  }
  if (changes.passwordHash) {
    before.password = null;
    after.password = 'changed';
  }
  if (Object.keys(after).length === 0) return;
  const roleOnly = Object.keys(after).length === 1 && 'role' in after;
  await recordAudit(tx, {
    userId: target.id,
    actor,
    action: roleOnly ? 'role_changed' : 'profile_updated',
    before,
    after,
  });
}
