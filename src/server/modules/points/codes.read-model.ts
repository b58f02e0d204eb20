import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { translatedName } from '../../../contract/catalogue-translations';
import type { AppLanguage } from '../../../contract/languages';
import type { codesQuery, RedeemCode } from '../../../contract/points';
import type { Db, DbOrTx } from '../../db/client';
import { boundedCount, paginate } from '../../db/pagination';
import { pointPackages, redeemCodes } from '../../db/schema/points';
import { users } from '../../db/schema/users';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const redeemer = alias(users, 'redeemer');

export function codeSelect(db: DbOrTx) {
  return db
    .select({
      c: redeemCodes,
      packageName: pointPackages.name,
      packageTranslations: pointPackages.translations,
      redeemedByName: redeemer.name,
    })
    .from(redeemCodes)
    .leftJoin(pointPackages, eq(pointPackages.id, redeemCodes.packageId))
    .leftJoin(redeemer, eq(redeemer.id, redeemCodes.redeemedBy));
}
/** A code as listed; its package is named in `language` (the admin's), falling back to Arabic. */
export function toCode(r: Awaited<ReturnType<typeof codeSelect>>[number], language: AppLanguage): RedeemCode {
  return {
    id: r.c.id,
    code: r.c.code,
    points: r.c.points,
    package_id: r.c.packageId,
    package_name:
      r.packageName === null ? null : translatedName(r.packageName, r.packageTranslations, language),
    batch: r.c.batch,
    created_at: r.c.createdAt.toISOString(),
    redeemed_by: r.c.redeemedBy,
    redeemed_by_name: r.redeemedByName,
    redeemed_at: iso(r.c.redeemedAt),
  };
}

export async function listCodes(db: Db, query: z.infer<typeof codesQuery>, language: AppLanguage) {
  const filters: SQL[] = [];
  if (query.status === 'used') filters.push(isNotNull(redeemCodes.redeemedBy));
  if (query.status === 'unused') filters.push(isNull(redeemCodes.redeemedBy));
  if (query.batch) filters.push(eq(redeemCodes.batch, query.batch));
  const where = filters.length ? and(...filters) : undefined;
  const csv = query.format === 'csv';
  const base = codeSelect(db).where(where).orderBy(desc(redeemCodes.id));
  const { rows, pagination } = await paginate(
    query,
    // The CSV export holds every matching code (for printing a batch); JSON is paginated.
    (page) => (csv ? base.limit(100_000) : base.limit(page.limit).offset(page.offset)),
    // Exact up to 10,000 codes, then the planner's estimate: printed codes only accumulate, and counting every
    // one on each page grew with them (200,000 codes: 22 ms a page).
    boundedCount(db, redeemCodes, where).then((total) => [{ total }]),
  );
  return { codes: rows.map((row) => toCode(row, language)), pagination };
}
