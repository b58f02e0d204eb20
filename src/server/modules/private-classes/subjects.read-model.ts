import { inArray } from 'drizzle-orm';
import { translatedName } from '../../../contract/catalogue-translations';
import type { AppLanguage } from '../../../contract/common';
import type { SubjectRef } from '../../../contract/private-classes';
import type { DbOrTx } from '../../db/client';
import { languageLevels, materials } from '../../db/schema/structure';
import { badRequest } from '../../errors';
import { cataloguePaths } from '../courses/index';

/** Refuses material or language level ids that do not exist (400 naming the field). */
export async function assertSubjectsExist(db: DbOrTx, materialIds: number[], levelIds: number[]) {
  if (materialIds.length > 0) {
    const found = await db
      .select({ id: materials.id })
      .from(materials)
      .where(inArray(materials.id, materialIds));
    if (found.length !== materialIds.length) throw badRequest('material_ids: unknown material');
  }
  if (levelIds.length > 0) {
    const found = await db
      .select({ id: languageLevels.id })
      .from(languageLevels)
      .where(inArray(languageLevels.id, levelIds));
    if (found.length !== levelIds.length) throw badRequest('language_level_ids: unknown language level');
  }
}

/**
 * Names of materials and language levels (a level reads "Language · Level") in the reader's language, from the
 * catalogue paths the course summaries keep (no query when they are kept; a transaction reads its own view).
 */
export async function subjectNames(
  db: DbOrTx,
  materialIds: number[],
  levelIds: number[],
  language: AppLanguage,
): Promise<{ materials: Map<number, SubjectRef>; levels: Map<number, SubjectRef> }> {
  const paths = cataloguePaths(db);
  const [m, l] = await Promise.all([paths.materials(db, materialIds), paths.languageLevels(db, levelIds)]);
  return {
    materials: new Map(
      [...m.values()].map((r) => [
        r.materialId,
        { id: r.materialId, name: translatedName(r.materialName, r.materialTranslations, language) },
      ]),
    ),
    levels: new Map(
      [...l.values()].map((r) => [
        r.languageLevelId,
        {
          id: r.languageLevelId,
          name: `${translatedName(r.languageName, r.languageTranslations, language)} · ${translatedName(r.languageLevelName, r.languageLevelTranslations, language)}`,
        },
      ]),
    ),
  };
}
