import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { localizeCatalogue } from '../../../contract/catalogue-translations';
import type { AppLanguage } from '../../../contract/languages';
import type { PointPackage, pointPackageBody } from '../../../contract/points';
import type { Db, DbOrTx } from '../../db/client';
import { pointPackages, pointTransactions, redeemCodes } from '../../db/schema/points';
import { notFound } from '../../errors';
import { extend } from '../../objects';

export const PACKAGE_NOT_FOUND = 'Package not found';

// Spelled out: in a single-table select Drizzle leaves columns unqualified, which inside this subquery
// would bind to the ledger row instead of the package.
const salesCount = sql<number>`(select count(*)::int from point_transactions t
  where t.package_id = point_packages.id and t.kind = 'purchase' and t.status = 'completed')`;

function toPackage(row: typeof pointPackages.$inferSelect & { sales: number }): PointPackage {
  return {
    id: row.id,
    name: row.name,
    translations: row.translations,
    points: row.points,
    price: row.price,
    is_active: row.isActive,
    display_order: row.displayOrder,
    sales: row.sales,
  };
}

/**
 * Every package for the admin, whole (names in all three languages); the active ones for buyers, named in
 * their language (Arabic when a package has no translation).
 */
export async function listPackages(
  db: Db,
  options: { all: true } | { all: false; language: AppLanguage },
): Promise<PointPackage[]> {
  const rows = await db
    .select({ pkg: pointPackages, sales: options.all ? salesCount : sql<number>`0` })
    .from(pointPackages)
    .where(options.all ? undefined : eq(pointPackages.isActive, true))
    .orderBy(asc(pointPackages.displayOrder), asc(pointPackages.points), asc(pointPackages.id));
  const packages = rows.map((r) => toPackage(extend(r.pkg, { sales: r.sales })));
  return options.all ? packages : localizeCatalogue(packages, options.language);
}

export async function getPackage(db: DbOrTx, id: number): Promise<PointPackage> {
  const [row] = await db
    .select({ pkg: pointPackages, sales: salesCount })
    .from(pointPackages)
    .where(eq(pointPackages.id, id));
  if (!row) throw notFound(PACKAGE_NOT_FOUND);
  return toPackage(extend(row.pkg, { sales: row.sales }));
}

export async function createPackage(db: Db, input: z.infer<typeof pointPackageBody>): Promise<PointPackage> {
  const [row] = await db
    .insert(pointPackages)
    .values({
      name: input.name,
      translations: input.translations,
      points: input.points,
      price: input.price,
      isActive: input.is_active,
      displayOrder: input.display_order,
    })
    .returning({ id: pointPackages.id });
  return getPackage(db, row!.id);
}

export async function updatePackage(db: Db, id: number, input: Partial<z.infer<typeof pointPackageBody>>) {
  await getPackage(db, id);
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.translations !== undefined ? { translations: input.translations } : {}),
    ...(input.points !== undefined ? { points: input.points } : {}),
    ...(input.price !== undefined ? { price: input.price } : {}),
    ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
    ...(input.display_order !== undefined ? { displayOrder: input.display_order } : {}),
  };
  if (Object.keys(changes).length > 0)
    await db.update(pointPackages).set(changes).where(eq(pointPackages.id, id));
  return getPackage(db, id);
}

/** A package that was ever used (sales, pending checkouts, codes) is deactivated instead: the ledger keeps it. */
export async function deletePackage(db: Db, id: number): Promise<{ deleted: boolean }> {
  await getPackage(db, id);
  const [[rows], [codes]] = await Promise.all([
    db.select({ n: count() }).from(pointTransactions).where(eq(pointTransactions.packageId, id)),
    db.select({ n: count() }).from(redeemCodes).where(eq(redeemCodes.packageId, id)),
  ]);
  if ((rows?.n ?? 0) + (codes?.n ?? 0) > 0) {
    await db.update(pointPackages).set({ isActive: false }).where(eq(pointPackages.id, id));
    return { deleted: false };
  }
  await db.delete(pointPackages).where(eq(pointPackages.id, id));
  return { deleted: true };
}
