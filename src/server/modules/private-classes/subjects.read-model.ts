import { inArray } from 'drizzle-orm';
import { translatedName } from '../../../contract/catalogue-translations';
import type { AppLanguage } from '../../../contract/common';
import type { SubjectRef } from '../../../contract/private-classes';
import type { DbOrTx } from '../../db/client';
import { languageLevels, languages, materials } from '../../db/schema/structure';
import { badRequest } from '../../errors';
import { eq } from 'drizzle-orm';

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

/** Names of materials and language levels (a level reads "Language · Level") in the reader's language. */
export async function subjectNames(
  db: DbOrTx,
  materialIds: number[],
  levelIds: number[],
  language: AppLanguage,
): Promise<{ materials: Map<number, SubjectRef>; levels: Map<number, SubjectRef> }> {
  const [m, l] = await Promise.all([
    materialIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: materials.id, name: materials.name, tr: materials.translations })
          .from(materials)
          .where(inArray(materials.id, materialIds)),
    levelIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: languageLevels.id,
            name: languageLevels.name,
            tr: languageLevels.translations,
            language: languages.name,
            languageTr: languages.translations,
          })
          .from(languageLevels)
          .innerJoin(languages, eq(languages.id, languageLevels.languageId))
          .where(inArray(languageLevels.id, levelIds)),
  ]);
  return {
    materials: new Map(m.map((r) => [r.id, { id: r.id, name: translatedName(r.name, r.tr, language) }])),
    levels: new Map(
      l.map((r) => [
        r.id,
        {
          id: r.id,
          name: `${translatedName(r.language, r.languageTr, language)} · ${translatedName(r.name, r.tr, language)}`,
        },
      ]),
    ),
  };
}
