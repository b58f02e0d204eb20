import { and, asc, eq, or, isNull, sql } from 'drizzle-orm';
import type { AppLanguage } from '../../../contract/languages';
import type { HomepageMaterial } from '../../../contract/structure';
import type { Db } from '../../db/client';
import { homepageMaterials } from '../../db/schema/site';
import { languageLevels, languages } from '../../db/schema/structure';
import { notFound } from '../../errors';
import { extend } from '../../objects';

export const HOMEPAGE_MATERIAL_NOT_FOUND = 'Homepage material not found';

type Row = typeof homepageMaterials.$inferSelect;

/** A column's text, or the Arabic one where that language was left empty. */
const orArabic = (text: string | null, arabic: string | null) => (text ? text : arabic);

function toDto(row: Row, languageOfLevel: number | null, language: AppLanguage): HomepageMaterial {
  const names = {
    ar: { name: row.nameAr, description: row.descriptionAr },
    fr: {
      name: orArabic(row.nameFr, row.nameAr)!,
      description: orArabic(row.descriptionFr, row.descriptionAr),
    },
    en: {
      name: orArabic(row.nameEn, row.nameAr)!,
      description: orArabic(row.descriptionEn, row.descriptionAr),
    },
  };
  const target_type =
    row.levelId !== null ? 'level' : row.languageId !== null ? 'language' : 'language_level';
  const target_id = (row.levelId ?? row.languageId ?? row.languageLevelId)!;
  return {
    id: row.id,
    name: names[language].name,
    description: names[language].description,
    translations: extend(
      row.nameFr ? { fr: { name: row.nameFr, description: row.descriptionFr } } : {},
      row.nameEn ? { en: { name: row.nameEn, description: row.descriptionEn } } : {},
    ),
    name_ar: row.nameAr,
    name_fr: row.nameFr,
    name_en: row.nameEn,
    description_ar: row.descriptionAr,
    description_fr: row.descriptionFr,
    description_en: row.descriptionEn,
    target_type,
    target_id,
    language_id: row.languageId ?? languageOfLevel,
    order: row.order,
    is_active: row.isActive,
  };
}

/**
 * Home-page entries in display order. The public list holds active entries whose target is itself visible
 * (an entry pointing at a deactivated language disappears with it).
 */
export async function listHomepageMaterials(
  db: Db,
  options: { all: boolean; language: AppLanguage },
): Promise<HomepageMaterial[]> {
  const visible = and(
    eq(homepageMaterials.isActive, true),
    or(isNull(homepageMaterials.languageId), eq(languages.isActive, true)),
    or(
      isNull(homepageMaterials.languageLevelId),
      and(
        eq(languageLevels.isActive, true),
        sql`exists (select 1 from ${languages} l where l.id = ${languageLevels.languageId} and l.is_active)`,
      ),
    ),
  );
  const rows = await db
    .select({ row: homepageMaterials, languageOfLevel: languageLevels.languageId })
    .from(homepageMaterials)
    .leftJoin(languages, eq(languages.id, homepageMaterials.languageId))
    .leftJoin(languageLevels, eq(languageLevels.id, homepageMaterials.languageLevelId))
    .where(options.all ? undefined : visible)
    .orderBy(asc(homepageMaterials.order), asc(homepageMaterials.id));
  return rows.map((r) => toDto(r.row, r.languageOfLevel, options.language));
}

export async function getOne(db: Db, id: number, language: AppLanguage): Promise<HomepageMaterial> {
  const [found] = await db
    .select({ row: homepageMaterials, languageOfLevel: languageLevels.languageId })
    .from(homepageMaterials)
    .leftJoin(languageLevels, eq(languageLevels.id, homepageMaterials.languageLevelId))
    .where(eq(homepageMaterials.id, id));
  if (!found) throw notFound(HOMEPAGE_MATERIAL_NOT_FOUND);
  return toDto(found.row, found.languageOfLevel, language);
}
