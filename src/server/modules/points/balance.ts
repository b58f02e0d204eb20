import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { findUserById } from '../users/index';
import * as ledger from './ledger';

export const getBalance = (db: Db, userId: number) => ledger.balanceOf(db, userId);

export async function setBalanceByAdmin(
  db: Db,
  admin: AuthUser,
  input: { user_id: number; points: number; reason?: string | undefined },
) {
  if (!(await findUserById(db, input.user_id))) throw notFound('User not found');
  return db.transaction((tx) =>
    ledger.setBalance(tx, {
      userId: input.user_id,
      target: input.points,
      adminId: admin.id,
      reason: input.reason,
    }),
  );
}
