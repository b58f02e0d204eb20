import { and, asc, eq, or, isNull, sql } from 'drizzle-orm';
import type { HomepageMaterial, HomepageMaterialBody } from '../../../contract/structure';
import type { Db } from '../../db/client';
import { homepageMaterials, languageLevels, languages } from '../../db/schema/structure';
import { notFound } from '../../errors';
import { getLevel } from '../structure/academic-path';
import { getLanguage, getLanguageLevel } from '../structure/languages';

export const HOMEPAGE_MATERIAL_NOT_FOUND = 'Homepage material not found';

type Row = typeof homepageMaterials.$inferSelect;

function toDto(row: Row, languageOfLevel: number | null): HomepageMaterial {
  const target_type =
    row.levelId !== null ? 'level' : row.languageId !== null ? 'language' : 'language_level';
  const target_id = (row.levelId ?? row.languageId ?? row.languageLevelId)!;
  return {
    id: row.id,
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
export async function listHomepageMaterials(db: Db, options: { all: boolean }): Promise<HomepageMaterial[]> {
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
  return rows.map((r) => toDto(r.row, r.languageOfLevel));
}

async function getOne(db: Db, id: number): Promise<HomepageMaterial> {
  const [found] = await db
    .select({ row: homepageMaterials, languageOfLevel: languageLevels.languageId })
    .from(homepageMaterials)
    .leftJoin(languageLevels, eq(languageLevels.id, homepageMaterials.languageLevelId))
    .where(eq(homepageMaterials.id, id));
  if (!found) throw notFound(HOMEPAGE_MATERIAL_NOT_FOUND);
  return toDto(found.row, found.languageOfLevel);
}

/** Checks the target exists and turns it into the one foreign key the row holds. */
async function targetColumns(db: Db, type: HomepageMaterialBody['target_type'], id: number) {
  if (type === 'level') await getLevel(db, id);
  else if (type === 'language') await getLanguage(db, id);
  else await getLanguageLevel(db, id);
  return {
    levelId: type === 'level' ? id : null,
    languageId: type === 'language' ? id : null,
    languageLevelId: type === 'language_level' ? id : null,
  };
}

export async function createHomepageMaterial(db: Db, input: HomepageMaterialBody): Promise<HomepageMaterial> {
  const target = await targetColumns(db, input.target_type, input.target_id);
  const [row] = await db
    .insert(homepageMaterials)
    .values({
      nameAr: input.name_ar,
      nameFr: input.name_fr,
      nameEn: input.name_en,
      descriptionAr: input.description_ar ?? null,
      descriptionFr: input.description_fr ?? null,
      descriptionEn: input.description_en ?? null,
      order: input.order,
      isActive: input.is_active,
      ...target,
    })
    .returning();
  return getOne(db, row!.id);
}

export async function updateHomepageMaterial(
  db: Db,
  id: number,
  input: Partial<HomepageMaterialBody>,
): Promise<HomepageMaterial> {
  const current = await getOne(db, id);
  const retarget = input.target_type !== undefined || input.target_id !== undefined;
  const target = retarget
    ? await targetColumns(db, input.target_type ?? current.target_type, input.target_id ?? current.target_id)
    : {};
  const changes = {
    ...(input.name_ar !== undefined ? { nameAr: input.name_ar } : {}),
    ...(input.name_fr !== undefined ? { nameFr: input.name_fr } : {}),
    ...(input.name_en !== undefined ? { nameEn: input.name_en } : {}),
    ...(input.description_ar !== undefined ? { descriptionAr: input.description_ar } : {}),
    ...(input.description_fr !== undefined ? { descriptionFr: input.description_fr } : {}),
    ...(input.description_en !== undefined ? { descriptionEn: input.description_en } : {}),
    ...(input.order !== undefined ? { order: input.order } : {}),
    ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
    ...target,
  };
  if (Object.keys(changes).length > 0) {
    await db.update(homepageMaterials).set(changes).where(eq(homepageMaterials.id, id));
  }
  return getOne(db, id);
}

export async function deleteHomepageMaterial(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(homepageMaterials).where(eq(homepageMaterials.id, id)).returning();
  if (deleted.length === 0) throw notFound(HOMEPAGE_MATERIAL_NOT_FOUND);
}
