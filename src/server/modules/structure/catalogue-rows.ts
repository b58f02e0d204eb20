import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { localizeCatalogue } from '../../../contract/catalogue-translations';
import type { AppLanguage } from '../../../contract/languages';
import type { Language, LanguageLevel, Level, Material, Speciality, Year } from '../../../contract/structure';
import type { DbOrTx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import type {
  languageLevels,
  languages,
  levels,
  materials,
  specialities,
  years,
} from '../../db/schema/structure';
import { conflict, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';

export const NOT_FOUND = {
  level: 'Level not found',
  year: 'Year not found',
  speciality: 'Speciality not found',
  material: 'Material not found',
  language: 'Language not found',
  languageLevel: 'Language level not found',
} as const;

/**
 * Inactive languages and levels are the admin's to see; everyone else gets the active catalogue, where an
 * inactive node does not exist (404), and neither does anything under it.
 */
export const seesInactive = (viewer: AuthUser | null) => viewer?.role === 'admin';

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

/**
 * How the caller reads catalogue names: admins get each node whole (the Arabic `name` and its
 * `translations`, for the editor); everyone else gets `name` in their language, Arabic when it has none.
 */
export function catalogueNamesFor(viewer: AuthUser | null, language: AppLanguage) {
  return <T>(value: T): T => (viewer?.role === 'admin' ? value : localizeCatalogue(value, language));
}

export const toLevel = (r: LevelRow): Level => ({ id: r.id, name: r.name, translations: r.translations });
export const toYear = (r: YearRow): Year => ({
  id: r.id,
  name: r.name,
  levelId: r.levelId,
  translations: r.translations,
});
export const toSpeciality = (r: SpecialityRow): Speciality => ({
  id: r.id,
  name: r.name,
  yearId: r.yearId,
  translations: r.translations,
});
export const toMaterial = (r: MaterialRow): Material => ({
  id: r.id,
  name: r.name,
  specialityId: r.specialityId,
  yearId: r.yearId,
  price: r.price,
  translations: r.translations,
});
export const toLanguage = (r: LanguageRow): Language => ({
  id: r.id,
  name: r.name,
  code: r.code,
  flag: r.flag,
  is_active: r.isActive,
  translations: r.translations,
});
export const toLanguageLevel = (r: LanguageLevelRow): LanguageLevel => ({
  id: r.id,
  name: r.name,
  description: r.description,
  language_id: r.languageId,
  order: r.order,
  is_active: r.isActive,
  translations: r.translations,
});

export async function one<T>(rows: Promise<T[]>, message: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw notFound(message);
  return row;
}

export async function hasRows(db: DbOrTx, table: PgTable, where: SQL): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return (row?.n ?? 0) > 0;
}

/** Deletes a row whose children were checked; a reference added meanwhile (or a course) still refuses. */
export async function deleteRow(run: () => Promise<unknown[]>, missing: string): Promise<void> {
  try {
    const deleted = await run();
    if (deleted.length === 0) throw notFound(missing);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(STILL_USED);
    throw error;
  }
}
