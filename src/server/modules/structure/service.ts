import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  Language,
  LanguageLevel,
  Level,
  Material,
  Speciality,
  StructureTree,
  Year,
  languageBody,
  languageLevelBody,
  languageLevelPatch,
  languagePatch,
  MaterialBody,
  MaterialPatch,
  reorderLanguageLevelsBody,
} from '../../../contract/structure';
import type { Db, DbOrTx } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { languageLevels, languages, levels, materials, specialities, years } from '../../db/schema/structure';
import { badRequest, conflict, notFound } from '../../errors';

export const NOT_FOUND = {
  level: 'Level not found',
  year: 'Year not found',
  speciality: 'Speciality not found',
  material: 'Material not found',
  language: 'Language not found',
  languageLevel: 'Language level not found',
} as const;

export const languageNotFound = () => notFound(NOT_FOUND.language);
export const languageLevelNotFound = () => notFound(NOT_FOUND.languageLevel);

export const STILL_USED = 'This item is still used by courses or the home page and cannot be deleted';
export const CODE_TAKEN = 'A language with this code already exists';

type LevelRow = typeof levels.$inferSelect;
type YearRow = typeof years.$inferSelect;
type SpecialityRow = typeof specialities.$inferSelect;
type MaterialRow = typeof materials.$inferSelect;
type LanguageRow = typeof languages.$inferSelect;
type LanguageLevelRow = typeof languageLevels.$inferSelect;

export const toLevel = (r: LevelRow): Level => ({ id: r.id, name: r.name });
export const toYear = (r: YearRow): Year => ({ id: r.id, name: r.name, levelId: r.levelId });
export const toSpeciality = (r: SpecialityRow): Speciality => ({ id: r.id, name: r.name, yearId: r.yearId });
export const toMaterial = (r: MaterialRow): Material => ({
  id: r.id,
  name: r.name,
  specialityId: r.specialityId,
  yearId: r.yearId,
  price: r.price,
});
export const toLanguage = (r: LanguageRow): Language => ({
  id: r.id,
  name: r.name,
  code: r.code,
  flag: r.flag,
  is_active: r.isActive,
});
export const toLanguageLevel = (r: LanguageLevelRow): LanguageLevel => ({
  id: r.id,
  name: r.name,
  description: r.description,
  language_id: r.languageId,
  order: r.order,
  is_active: r.isActive,
});

async function one<T>(rows: Promise<T[]>, message: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw notFound(message);
  return row;
}

async function hasRows(db: DbOrTx, table: PgTable, where: SQL): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return (row?.n ?? 0) > 0;
}

/** Deletes a row whose children were checked; a reference added meanwhile (or a course) still refuses. */
async function deleteRow(run: () => Promise<unknown[]>, missing: string): Promise<void> {
  try {
    const deleted = await run();
    if (deleted.length === 0) throw notFound(missing);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(STILL_USED);
    throw error;
  }
}

// ── Levels ────────────────────────────────────────────────────────────────────────────────────────────

export const listLevels = async (db: Db) =>
  (await db.select().from(levels).orderBy(asc(levels.id))).map(toLevel);
export const getLevel = async (db: DbOrTx, id: number) =>
  toLevel(await one(db.select().from(levels).where(eq(levels.id, id)), NOT_FOUND.level));
export const createLevel = async (db: Db, input: { name: string }) =>
  toLevel((await db.insert(levels).values(input).returning())[0]!);
export async function updateLevel(db: Db, id: number, input: { name?: string }) {
  if (input.name === undefined) return getLevel(db, id);
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
export async function createYear(db: Db, input: { name: string; levelId: number }) {
  await getLevel(db, input.levelId);
  return toYear((await db.insert(years).values(input).returning())[0]!);
}
export async function updateYear(db: Db, id: number, input: { name?: string; levelId?: number }) {
  const current = await getYear(db, id);
  if (input.levelId !== undefined && input.levelId !== current.levelId) await getLevel(db, input.levelId);
  if (input.name === undefined && input.levelId === undefined) return current;
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
export async function createSpeciality(db: Db, input: { name: string; yearId: number }) {
  await getYear(db, input.yearId);
  return toSpeciality((await db.insert(specialities).values(input).returning())[0]!);
}
export async function updateSpeciality(db: Db, id: number, input: { name?: string; yearId?: number }) {
  const current = await getSpeciality(db, id);
  if (input.name === undefined && input.yearId === undefined) return current;
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
        .values({ name: input.name, price: input.price, ...parents })
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
    ...(input.price !== undefined ? { price: input.price } : {}),
    ...parents,
  };
  if (Object.keys(changes).length === 0) return current;
  return toMaterial((await db.update(materials).set(changes).where(eq(materials.id, id)).returning())[0]!);
}
export async function deleteMaterial(db: Db, id: number) {
  await deleteRow(() => db.delete(materials).where(eq(materials.id, id)).returning(), NOT_FOUND.material);
}

// ── Languages ─────────────────────────────────────────────────────────────────────────────────────────

export async function listLanguages(db: Db, onlyActive = false) {
  return (
    await db
      .select()
      .from(languages)
      .where(onlyActive ? eq(languages.isActive, true) : undefined)
      .orderBy(asc(languages.id))
  ).map(toLanguage);
}
export const getLanguage = async (db: DbOrTx, id: number) =>
  toLanguage(await one(db.select().from(languages).where(eq(languages.id, id)), NOT_FOUND.language));

function uniqueCode<T>(run: () => Promise<T>): Promise<T> {
  return run().catch((error: unknown) => {
    if (isUniqueViolation(error)) throw conflict(CODE_TAKEN);
    throw error;
  });
}
export async function createLanguage(db: Db, input: z.infer<typeof languageBody>) {
  const values = { name: input.name, code: input.code, flag: input.flag ?? null, isActive: input.is_active };
  return uniqueCode(async () => toLanguage((await db.insert(languages).values(values).returning())[0]!));
}
export async function updateLanguage(db: Db, id: number, input: z.infer<typeof languagePatch>) {
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.code !== undefined ? { code: input.code } : {}),
    ...(input.flag !== undefined ? { flag: input.flag } : {}),
    ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
  };
  if (Object.keys(changes).length === 0) return getLanguage(db, id);
  return uniqueCode(async () =>
    toLanguage(
      await one(
        db.update(languages).set(changes).where(eq(languages.id, id)).returning(),
        NOT_FOUND.language,
      ),
    ),
  );
}
export async function deleteLanguage(db: Db, id: number) {
  await getLanguage(db, id);
  if (await hasRows(db, languageLevels, eq(languageLevels.languageId, id))) {
    throw conflict('This language still has levels. Delete them first.');
  }
  await deleteRow(() => db.delete(languages).where(eq(languages.id, id)).returning(), NOT_FOUND.language);
}

// ── Language levels ───────────────────────────────────────────────────────────────────────────────────

export async function listLanguageLevels(db: Db, languageId: number | undefined, onlyActive = false) {
  if (!languageId) throw badRequest('languageId is required');
  const parent = await getLanguage(db, languageId);
  if (onlyActive && !parent.is_active) throw languageNotFound();
  const where = onlyActive
    ? and(eq(languageLevels.languageId, languageId), eq(languageLevels.isActive, true))
    : eq(languageLevels.languageId, languageId);
  return (
    await db
      .select()
      .from(languageLevels)
      .where(where)
      .orderBy(asc(languageLevels.order), asc(languageLevels.id))
  ).map(toLanguageLevel);
}
export const getLanguageLevel = async (db: DbOrTx, id: number) =>
  toLanguageLevel(
    await one(db.select().from(languageLevels).where(eq(languageLevels.id, id)), NOT_FOUND.languageLevel),
  );
export async function createLanguageLevel(db: Db, input: z.infer<typeof languageLevelBody>) {
  await getLanguage(db, input.language_id);
  // Without an explicit order a new level goes last.
  const order =
    input.order ??
    (
      await db
        .select({ next: sql<number>`coalesce(max(${languageLevels.order}) + 1, 0)::int` })
        .from(languageLevels)
        .where(eq(languageLevels.languageId, input.language_id))
    )[0]!.next;
  const [row] = await db
    .insert(languageLevels)
    .values({
      name: input.name,
      description: input.description ?? null,
      languageId: input.language_id,
      order,
      isActive: input.is_active,
    })
    .returning();
  return toLanguageLevel(row!);
}
export async function updateLanguageLevel(db: Db, id: number, input: z.infer<typeof languageLevelPatch>) {
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.order !== undefined ? { order: input.order } : {}),
    ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
  };
  if (Object.keys(changes).length === 0) return getLanguageLevel(db, id);
  return toLanguageLevel(
    await one(
      db.update(languageLevels).set(changes).where(eq(languageLevels.id, id)).returning(),
      NOT_FOUND.languageLevel,
    ),
  );
}
export async function deleteLanguageLevel(db: Db, id: number) {
  await deleteRow(
    () => db.delete(languageLevels).where(eq(languageLevels.id, id)).returning(),
    NOT_FOUND.languageLevel,
  );
}

/** Sets the order of a language's levels to the order of `ids`, which must be exactly its levels. */
export async function reorderLanguageLevels(db: Db, input: z.infer<typeof reorderLanguageLevelsBody>) {
  await getLanguage(db, input.language_id);
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: languageLevels.id })
      .from(languageLevels)
      .where(eq(languageLevels.languageId, input.language_id));
    const known = new Set(existing.map((r) => r.id));
    if (
      new Set(input.ids).size !== input.ids.length ||
      input.ids.length !== known.size ||
      !input.ids.every((i) => known.has(i))
    ) {
      throw badRequest('ids: must list every level of this language exactly once');
    }
    if (input.ids.length > 0) {
      const cases = sql.join(
        input.ids.map((levelId, index) => sql`when ${levelId}::int then ${index}::int`),
        sql` `,
      );
      await tx
        .update(languageLevels)
        .set({ order: sql`case ${languageLevels.id} ${cases} end` })
        .where(inArray(languageLevels.id, input.ids));
    }
    return (
      await tx
        .select()
        .from(languageLevels)
        .where(eq(languageLevels.languageId, input.language_id))
        .orderBy(asc(languageLevels.order), asc(languageLevels.id))
    ).map(toLanguageLevel);
  });
}

// ── The whole tree ────────────────────────────────────────────────────────────────────────────────────

/** Six queries whatever the size of the catalogue, grouped in memory. */
export async function structureTree(db: Db, options: { onlyActive: boolean }): Promise<StructureTree> {
  const [levelRows, yearRows, specialityRows, materialRows, languageRows, languageLevelRows] =
    await Promise.all([
      db.select().from(levels).orderBy(asc(levels.id)),
      db.select().from(years).orderBy(asc(years.id)),
      db.select().from(specialities).orderBy(asc(specialities.id)),
      db.select().from(materials).orderBy(asc(materials.id)),
      db
        .select()
        .from(languages)
        .where(options.onlyActive ? eq(languages.isActive, true) : undefined)
        .orderBy(asc(languages.id)),
      db
        .select()
        .from(languageLevels)
        .where(options.onlyActive ? eq(languageLevels.isActive, true) : undefined)
        .orderBy(asc(languageLevels.order), asc(languageLevels.id)),
    ]);
  const group = <T, K>(rows: T[], key: (row: T) => K) => {
    const map = new Map<K, T[]>();
    for (const row of rows) {
      const k = key(row);
      const list = map.get(k);
      if (list) list.push(row);
      else map.set(k, [row]);
    }
    return map;
  };
  const yearsByLevel = group(yearRows, (r) => r.levelId);
  const specsByYear = group(specialityRows, (r) => r.yearId);
  const materialsBySpec = group(
    materialRows.filter((m) => m.specialityId !== null),
    (r) => r.specialityId!,
  );
  const directByYear = group(
    materialRows.filter((m) => m.specialityId === null),
    (r) => r.yearId,
  );
  const levelsByLanguage = group(languageLevelRows, (r) => r.languageId);
  return {
    levels: levelRows.map((l) => ({
      ...toLevel(l),
      years: (yearsByLevel.get(l.id) ?? []).map((y) => ({
        ...toYear(y),
        specialities: (specsByYear.get(y.id) ?? []).map((s) => ({
          ...toSpeciality(s),
          materials: (materialsBySpec.get(s.id) ?? []).map(toMaterial),
        })),
        materials: (directByYear.get(y.id) ?? []).map(toMaterial),
      })),
    })),
    languages: languageRows.map((lang) => ({
      ...toLanguage(lang),
      levels: (levelsByLanguage.get(lang.id) ?? []).map(toLanguageLevel),
    })),
  };
}
