import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  languageBody,
  languageLevelBody,
  languageLevelPatch,
  languagePatch,
  reorderLanguageLevelsBody,
} from '../../../contract/structure';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { languageLevels, languages } from '../../db/schema/structure';
import { badRequest, conflict } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import {
  CODE_TAKEN,
  deleteRow,
  hasRows,
  languageLevelNotFound,
  languageNotFound,
  NOT_FOUND,
  one,
  seesInactive,
  toLanguage,
  toLanguageLevel,
} from './catalogue-rows';

// ── Languages ─────────────────────────────────────────────────────────────────────────────────────────

export async function listLanguages(db: Db, viewer: AuthUser | null) {
  const onlyActive = !seesInactive(viewer);
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
  const values = {
    name: input.name,
    translations: input.translations,
    code: input.code,
    flag: input.flag ?? null,
    isActive: input.is_active,
  };
  return uniqueCode(async () => toLanguage((await db.insert(languages).values(values).returning())[0]!));
}
export async function updateLanguage(db: Db, id: number, input: z.infer<typeof languagePatch>) {
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.translations !== undefined ? { translations: input.translations } : {}),
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

export async function listLanguageLevels(db: Db, languageId: number | undefined, viewer: AuthUser | null) {
  const onlyActive = !seesInactive(viewer);
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
/** A language as the viewer may see it (see `seesInactive`). */
export async function viewLanguage(db: Db, viewer: AuthUser | null, id: number) {
  const found = await getLanguage(db, id);
  if (!found.is_active && !seesInactive(viewer)) throw languageNotFound();
  return found;
}

/** A language level as the viewer may see it: hidden when it, or the language it belongs to, is inactive. */
export async function viewLanguageLevel(db: Db, viewer: AuthUser | null, id: number) {
  const found = await getLanguageLevel(db, id);
  if (seesInactive(viewer)) return found;
  if (!found.is_active || !(await getLanguage(db, found.language_id)).is_active)
    throw languageLevelNotFound();
  return found;
}

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
      translations: input.translations,
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
    ...(input.translations !== undefined ? { translations: input.translations } : {}),
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
