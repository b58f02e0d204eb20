import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import * as ledger from './ledger';

export const getBalance = (db: Db, userId: number) => ledger.balanceOf(db, userId);

export async function setBalanceByAdmin(
  db: Db,
  admin: AuthUser,
  input: { user_id: number; points: number; reason?: string | undefined },
) {
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.user_id));
  if (!target) throw notFound('User not found');
  return db.transaction((tx) =>
    ledger.setBalance(tx, {
      userId: input.user_id,
      target: input.points,
      adminId: admin.id,
      reason: input.reason,
    }),
  );
}
