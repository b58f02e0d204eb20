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
import { boundedCount, idsOnPage } from '../../db/pagination';
import { preparedPage, type PageWindow } from '../../db/prepared';
import { users } from '../../db/schema/users';
import { together } from '../../db/together';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { publicFileUrl } from '../../plugins/storage';
import { deleteImageWithVariants, saveImageWithVariants } from '../../plugins/image-variants';
import { recordAudit } from './audit';
import { noticeEmailChanged, requestEmailChange } from './email-change';
import { endSessions } from './sessions';
import { containsPattern } from '../../db/like';
import { extend } from '../../objects';

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
  return extend(toUserDto(row), { suspended_at: row.suspendedAt?.toISOString() ?? null });
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

/**
 * How the admin's user list finds its page (docs/performance.md, "The admin user search, made selective").
 * `matchesUpTo`: a search with at most this many matches is read through its trigram indexes once, counted
 * and sorted in memory; with more, the matches are dense enough for a walk of the sign-up index to reach its
 * page quickly. `exactCountUpTo`: the total is exact up to this many rows, beyond it the planner's estimate.
 */
export interface UserListBounds {
  matchesUpTo: number;
  exactCountUpTo: number;
}
export const USER_LIST_BOUNDS: UserListBounds = { matchesUpTo: 1_000, exactCountUpTo: 10_000 };

/** A row of the selective search's statement: its match count, and a user of the page. */
interface MatchedUserRow extends Record<string, unknown> {
  matched: number;
  id: number;
  name: string;
  email: string;
  role: Role;
  avatar_key: string | null;
  language: AppLanguage;
  created_at: unknown;
  suspended_at: unknown;
}

function fromMatchedRow(r: MatchedUserRow): Parameters<typeof toAdminUserDto>[0] {
  return {
    id: Number(r.id),
    name: r.name,
    email: r.email,
    role: r.role,
    avatarKey: r.avatar_key,
    language: r.language,
    // As the driver gives them (a string from node-postgres under Drizzle, a Date from PGlite).
    createdAt: users.createdAt.mapFromDriverValue(r.created_at as string) as Date,
    suspendedAt:
      r.suspended_at === null
        ? null
        : (users.suspendedAt.mapFromDriverValue(r.suspended_at as string) as Date),
  };
}

type AdminUserRow = Parameters<typeof toAdminUserDto>[0];

/**
 * The selective search of the admin's user list, prepared once per sort (db/prepared.ts): a name or email
 * fragment, nothing else, with the default bounds. The pattern is read through a subquery, `(select $1::text)`,
 * so PostgreSQL keeps one plan for every fragment (the two trigram indexes' bitmaps) instead of planning each
 * call: with the pattern as a plain parameter it planned all of them (0.08–0.1 ms, a quarter of the call).
 */
function preparedSearch(direction: 'asc' | 'desc') {
  const order = direction === 'asc' ? asc : desc;
  return preparedPage(`users_search_${direction}`, (db, name, window) => {
    const pattern = sql`(select ${sql.placeholder('pattern')}::text)`;
    const m = db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        avatarKey: users.avatarKey,
        language: users.language,
        createdAt: users.createdAt,
        suspendedAt: users.suspendedAt,
      })
      .from(users)
      .where(or(ilike(users.name, pattern), ilike(users.email, pattern)))
      .limit(sql.raw(String(USER_LIST_BOUNDS.matchesUpTo + 1)) as unknown as number)
      .as('m');
    return db
      .select({
        matched: sql<number>`count(*) over ()`.mapWith(Number),
        id: m.id,
        name: m.name,
        email: m.email,
        role: m.role,
        avatarKey: m.avatarKey,
        language: m.language,
        createdAt: m.createdAt,
        suspendedAt: m.suspendedAt,
      })
      .from(m)
      .orderBy(order(m.createdAt), order(m.id))
      .limit(window.limit)
      .offset(window.offset)
      .prepare(name);
  });
}
const searchNewest = preparedSearch('desc');
const searchOldest = preparedSearch('asc');

/**
 * A search's matches, at most one more than `matchesUpTo`, counted by a window over them and sorted for the
 * page, in one statement. A fragment of at least three characters alone is the prepared statement: a shorter
 * one has no trigram to look up, and its plan is a scan of the table that stops at the bound (0.7 ms), where the
 * kept plan would read both indexes whole (4.5 ms at 20,000 users).
 */
async function selectiveSearch(
  db: DbOrTx,
  query: ListUsersQuery,
  where: SQL,
  bounds: UserListBounds,
  offset: number,
): Promise<{ matched: number; user: AdminUserRow }[]> {
  const search = query.search ?? '';
  if (search.length >= 3 && !query.role && !query.status && bounds === USER_LIST_BOUNDS) {
    const rows = await (query.sort === 'oldest' ? searchOldest : searchNewest)(db, {
      limit: query.limit,
      offset,
    }).execute({ pattern: containsPattern(search), limit: query.limit, offset });
    return rows.map(({ matched, ...user }) => ({ matched, user }));
  }
  const direction = query.sort === 'oldest' ? sql`asc` : sql`desc`;
  const found = await db.execute<MatchedUserRow>(sql`
    select count(*) over ()::int as matched, m.* from (
      select ${users.id}, ${users.name}, ${users.email}, ${users.role}, ${users.avatarKey}, ${users.language},
        ${users.createdAt}, ${users.suspendedAt}
      from ${users} where ${where} limit ${bounds.matchesUpTo + 1}
    ) m
    order by m.created_at ${direction}, m.id ${direction}
    limit ${query.limit} offset ${offset}`);
  return found.rows.map((r) => ({ matched: Number(r.matched), user: fromMatchedRow(r) }));
}

/** A page of users: its ids from the sign-up index (by role, or all), then those rows. */
function pageOfUsers(db: DbOrTx, where: SQL | undefined, order: SQL[], window: PageWindow) {
  const ids = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  return db
    .select()
    .from(users)
    .where(idsOnPage(users.id, ids))
    .orderBy(...order);
}

/**
 * The admin's user list as its page opens and pages (every user or one role, either order, no search or status),
 * prepared (db/prepared.ts): built per request, Drizzle's building was a fifth of the route's CPU and PostgreSQL
 * planned it on every call (docs/performance.md, "The catalogue's pages prepared").
 */
function preparedUsersPage(byRole: boolean, direction: 'asc' | 'desc') {
  const by = direction === 'asc' ? asc : desc;
  const order = [by(users.createdAt), by(users.id)];
  return preparedPage(`users_page_${byRole ? 'of_role' : 'all'}_${direction}`, (db, name, window) =>
    pageOfUsers(db, byRole ? eq(users.role, sql.placeholder('role')) : undefined, order, window).prepare(
      name,
    ),
  );
}
const usersPages = {
  all: { asc: preparedUsersPage(false, 'asc'), desc: preparedUsersPage(false, 'desc') },
  role: { asc: preparedUsersPage(true, 'asc'), desc: preparedUsersPage(true, 'desc') },
};

export async function listUsers(
  db: DbOrTx,
  query: ListUsersQuery,
  bounds: UserListBounds = USER_LIST_BOUNDS,
): Promise<UserList> {
  const filters: SQL[] = [];
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.status === 'suspended') filters.push(isNotNull(users.suspendedAt));
  if (query.status === 'active') filters.push(isNull(users.suspendedAt));
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const order =
    query.sort === 'oldest' ? [asc(users.createdAt), asc(users.id)] : [desc(users.createdAt), desc(users.id)];
  const offset = (query.page - 1) * query.limit;
  const pagination = (total: number) => ({
    page: query.page,
    limit: query.limit,
    total,
    totalPages: Math.ceil(total / query.limit),
  });

  if (query.search) {
    // A selective search: its matches through the trigram indexes (a bitmap of both), at most one more than
    // `matchesUpTo`, counted by a window over them and sorted for the page, in one statement. Left to itself the
    // planner walks the sign-up index backwards and filters every row with two ILIKEs until it has the page:
    // 3,682 rows, 8-15 ms, for `user123` among 20,000 users, against ~0.3 ms this way. The LIMIT in the inner
    // query keeps the page's LIMIT out of the matches' plan (docs/performance.md, "The admin search in one
    // plain statement").
    const found = await selectiveSearch(db, query, where!, bounds, offset);
    // No row: no match at all, or a page past the last one, whose total is counted on its own (rare).
    const matched = found.length
      ? found[0]!.matched
      : offset === 0
        ? 0
        : await boundedCount(db, users, where, bounds.matchesUpTo);
    if (matched <= bounds.matchesUpTo) {
      return { users: found.map(({ user }) => toAdminUserDto(user)), pagination: pagination(matched) };
    }
  }
  // No search, or a broad one: the page's ids from the sign-up index (by role, or all; an OFFSET then skips index
  // entries, not rows), then those rows; the total counted up to a bound; at once on the pool, one after the
  // other on a transaction.
  const window = { limit: query.limit, offset };
  const prepared = !query.search && !query.status;
  const pages = usersPages[query.role ? 'role' : 'all'];
  const page = pages[query.sort === 'oldest' ? 'asc' : 'desc'];
  const [rows, total] = await together(db, [
    () =>
      prepared
        ? page(db, window).execute({ role: query.role, ...window })
        : pageOfUsers(db, where, order, window),
    () => boundedCount(db, users, where, bounds.exactCountUpTo),
  ]);
  return { users: rows.map(toAdminUserDto), pagination: pagination(total) };
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
        .set(extend(changes, { updatedAt: new Date() }))
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
