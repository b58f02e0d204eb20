import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { CatalogueTranslations } from '../../../contract/catalogue-translations';
import type { MaterialBody, MaterialPatch } from '../../../contract/structure';
import type { Db, DbOrTx } from '../../db/client';
import { materials, specialities, years, levels } from '../../db/schema/structure';
import { badRequest, conflict } from '../../errors';
import {
  deleteRow,
  hasRows,
  NOT_FOUND,
  one,
  toLevel,
  toMaterial,
  toSpeciality,
  toYear,
} from './catalogue-rows';

// ── Levels ────────────────────────────────────────────────────────────────────────────────────────────

export const listLevels = async (db: Db) =>
  (await db.select().from(levels).orderBy(asc(levels.id))).map(toLevel);
export const getLevel = async (db: DbOrTx, id: number) =>
  toLevel(await one(db.select().from(levels).where(eq(levels.id, id)), NOT_FOUND.level));
type Named = { name: string; translations?: CatalogueTranslations | undefined };
export const createLevel = async (db: Db, input: Named) =>
  toLevel((await db.insert(levels).values(input).returning())[0]!);
export async function updateLevel(db: Db, id: number, input: Partial<Named>) {
  if (input.name === undefined && input.translations === undefined) return getLevel(db, id);
  return toLevel(
    await one(db.update(levels).set(input).where(eq(levels.id, id)).returning(), NOT_FOUND.level),
  );
}
export async function deleteLevel(db: Db, id: number) {
  await getLevel(db, id);
  if (await hasRows(db, years, eq(years.levelId, id))) {
    throw conflict('This level still has years. Delete or move them first.');
  }
  await deleteRow(() => db.delete(levels).where(eq(levels.id, id)).returning(), NOT_FOUND.level);
}

// ── Years ─────────────────────────────────────────────────────────────────────────────────────────────

export async function listYears(db: Db, levelId: number | undefined) {
  if (!levelId) throw badRequest('levelId is required');
  await getLevel(db, levelId);
  return (await db.select().from(years).where(eq(years.levelId, levelId)).orderBy(asc(years.id))).map(toYear);
}
export const getYear = async (db: DbOrTx, id: number) =>
  toYear(await one(db.select().from(years).where(eq(years.id, id)), NOT_FOUND.year));
export async function createYear(db: Db, input: Named & { levelId: number }) {
  await getLevel(db, input.levelId);
  return toYear((await db.insert(years).values(input).returning())[0]!);
}
export async function updateYear(db: Db, id: number, input: Partial<Named> & { levelId?: number }) {
  const current = await getYear(db, id);
  if (input.levelId !== undefined && input.levelId !== current.levelId) await getLevel(db, input.levelId);
  if (input.name === undefined && input.translations === undefined && input.levelId === undefined)
    return current;
  return toYear((await db.update(years).set(input).where(eq(years.id, id)).returning())[0]!);
}
export async function deleteYear(db: Db, id: number) {
  await getYear(db, id);
  if (
    (await hasRows(db, specialities, eq(specialities.yearId, id))) ||
    (await hasRows(db, materials, eq(materials.yearId, id)))
  ) {
    throw conflict('This year still has specialities or materials. Delete or move them first.');
  }
  await deleteRow(() => db.delete(years).where(eq(years.id, id)).returning(), NOT_FOUND.year);
}

// ── Specialities ──────────────────────────────────────────────────────────────────────────────────────

export async function listSpecialities(db: Db, yearId: number | undefined) {
  if (!yearId) throw badRequest('yearId is required');
  await getYear(db, yearId);
  return (
    await db.select().from(specialities).where(eq(specialities.yearId, yearId)).orderBy(asc(specialities.id))
  ).map(toSpeciality);
}
export const getSpeciality = async (db: DbOrTx, id: number) =>
  toSpeciality(
    await one(db.select().from(specialities).where(eq(specialities.id, id)), NOT_FOUND.speciality),
  );
export async function createSpeciality(db: Db, input: Named & { yearId: number }) {
  await getYear(db, input.yearId);
  return toSpeciality((await db.insert(specialities).values(input).returning())[0]!);
}
export async function updateSpeciality(db: Db, id: number, input: Partial<Named> & { yearId?: number }) {
  const current = await getSpeciality(db, id);
  if (input.name === undefined && input.translations === undefined && input.yearId === undefined)
    return current;
  return db.transaction(async (tx) => {
    if (input.yearId !== undefined && input.yearId !== current.yearId) {
      await getYear(tx, input.yearId);
      // Its materials move with it, so a material's year always matches its speciality's.
      await tx.update(materials).set({ yearId: input.yearId }).where(eq(materials.specialityId, id));
    }
    return toSpeciality(
      (await tx.update(specialities).set(input).where(eq(specialities.id, id)).returning())[0]!,
    );
  });
}
export async function deleteSpeciality(db: Db, id: number) {
  await getSpeciality(db, id);
  if (await hasRows(db, materials, eq(materials.specialityId, id))) {
    throw conflict('This speciality still has materials. Delete or move them first.');
  }
  await deleteRow(
    () => db.delete(specialities).where(eq(specialities.id, id)).returning(),
    NOT_FOUND.speciality,
  );
}

// ── Materials ─────────────────────────────────────────────────────────────────────────────────────────

export async function listMaterials(db: Db, query: { specialityId?: number; yearId?: number }) {
  let where: SQL | undefined;
  if (query.specialityId) {
    await getSpeciality(db, query.specialityId);
    where = eq(materials.specialityId, query.specialityId);
  } else if (query.yearId) {
    await getYear(db, query.yearId);
    where = and(eq(materials.yearId, query.yearId), isNull(materials.specialityId));
  } else {
    throw badRequest('specialityId is required');
  }
  return (await db.select().from(materials).where(where).orderBy(asc(materials.id))).map(toMaterial);
}
export const getMaterial = async (db: DbOrTx, id: number) =>
  toMaterial(await one(db.select().from(materials).where(eq(materials.id, id)), NOT_FOUND.material));

/** Resolves where a material hangs: a speciality fixes the year; without one, the year is required. */
async function materialParents(
  db: DbOrTx,
  specialityId: number | null | undefined,
  yearId: number | undefined,
): Promise<{ specialityId: number | null; yearId: number }> {
  if (specialityId != null) {
    const spec = await getSpeciality(db, specialityId);
    if (yearId !== undefined && yearId !== spec.yearId) {
      throw badRequest('specialityId: this speciality does not belong to that year');
    }
    return { specialityId, yearId: spec.yearId };
  }
  if (yearId === undefined) throw badRequest('yearId: A material needs a yearId or a specialityId');
  await getYear(db, yearId);
  return { specialityId: null, yearId };
}

export async function createMaterial(db: DbOrTx, input: MaterialBody) {
  const parents = await materialParents(db, input.specialityId, input.yearId);
  return toMaterial(
    (
      await db
        .insert(materials)
        .values({ name: input.name, translations: input.translations, price: input.price, ...parents })
        .returning()
    )[0]!,
  );
}
export async function updateMaterial(db: Db, id: number, input: MaterialPatch) {
  const current = await getMaterial(db, id);
  const moving = input.specialityId !== undefined || input.yearId !== undefined;
  const parents = moving
    ? await materialParents(
        db,
        input.specialityId === undefined ? current.specialityId : input.specialityId,
        input.specialityId === undefined && input.yearId === undefined ? current.yearId : input.yearId,
      )
    : {};
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.translations !== undefined ? { translations: input.translations } : {}),
    ...(input.price !== undefined ? { price: input.price } : {}),
    ...parents,
  };
  if (Object.keys(changes).length === 0) return current;
  return toMaterial((await db.update(materials).set(changes).where(eq(materials.id, id)).returning())[0]!);
}
export async function deleteMaterial(db: Db, id: number) {
  await deleteRow(() => db.delete(materials).where(eq(materials.id, id)).returning(), NOT_FOUND.material);
}
