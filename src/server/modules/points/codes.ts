import { and, asc, eq, isNull } from 'drizzle-orm';
import { randomInt, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AppLanguage } from '../../../contract/languages';
import type { generateCodesBody, RedeemCode } from '../../../contract/points';
import { CODE_ALPHABET, CODE_LENGTH } from '../../../contract/points';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { redeemCodes } from '../../db/schema/points';
import { AppError, conflict, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { codeSelect, toCode } from './codes.read-model';
import * as ledger from './ledger';
import { getPackage } from './packages';
import { toCsv } from '../../csv';

/** 16 characters from a 31-letter alphabet: about 79 bits from the system's cryptographic generator. */
export function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export async function generateCodes(
  db: Db,
  admin: AuthUser,
  input: z.infer<typeof generateCodesBody>,
  language: AppLanguage,
) {
  let points = input.points;
  if (input.packageId !== undefined) points = (await getPackage(db, input.packageId)).points;
  const batch = `${new Date().toISOString().slice(0, 10)}-${randomUUID().slice(0, 8)}`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const rows = await db
        .insert(redeemCodes)
        .values(
          Array.from({ length: input.count }, () => ({
            code: newCode(),
            points: points!,
            packageId: input.packageId ?? null,
            batch,
            createdBy: admin.id,
          })),
        )
        .returning({ id: redeemCodes.id });
      const created = await codeSelect(db).where(eq(redeemCodes.batch, batch)).orderBy(asc(redeemCodes.id));
      if (created.length !== rows.length) throw new Error('generated codes missing');
      return { batch, codes: created.map((row) => toCode(row, language)) };
    } catch (error) {
      // A collision among 2^79 codes is astronomically unlikely; if it happens, draw the batch again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError(500, 'Could not generate unique codes');
}

export function codesCsv(codes: RedeemCode[]): string {
  return toCsv(
    ['code', 'points', 'package', 'batch', 'created_at', 'redeemed_by', 'redeemed_at'],
    codes.map((c) => [
      c.code,
      c.points,
      c.package_name,
      c.batch,
      c.created_at,
      c.redeemed_by_name,
      c.redeemed_at,
    ]),
  );
}

/** Single use and atomic: the code is claimed by a conditional update in the same transaction as the credit. */
export async function redeem(db: Db, user: AuthUser, code: string) {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(redeemCodes)
      .set({ redeemedBy: user.id, redeemedAt: new Date() })
      .where(and(eq(redeemCodes.code, code), isNull(redeemCodes.redeemedBy)))
      .returning();
    if (!claimed) {
      const [exists] = await tx
        .select({ id: redeemCodes.id })
        .from(redeemCodes)
        .where(eq(redeemCodes.code, code));
      throw exists ? conflict('This code has already been used') : notFound('Code not found');
    }
    const posted = await ledger.credit(tx, {
      userId: user.id,
      amount: claimed.points,
      kind: 'code',
      description: `Code ${claimed.code.slice(0, 4)}…`,
      packageId: claimed.packageId,
      codeId: claimed.id,
    });
    return { points: claimed.points, balance: posted.balance, transaction_id: posted.transactionId };
  });
}
