import { asc, eq } from 'drizzle-orm';
import { translatedName } from '../../../contract/catalogue-translations';
import type { MaterialOption } from '../../../contract/courses';
import type { AppLanguage } from '../../../contract/languages';
import type { StructureTree } from '../../../contract/structure';
import type { Db } from '../../db/client';
import { languageLevels, languages, levels, materials, specialities, years } from '../../db/schema/structure';
import type { AuthUser } from '../../plugins/access';
import {
  seesInactive,
  toLanguage,
  toLanguageLevel,
  toLevel,
  toMaterial,
  toSpeciality,
  toYear,
} from './catalogue-rows';
import { extend } from '../../objects';

// ── The whole tree ────────────────────────────────────────────────────────────────────────────────────

/** Six queries whatever the size of the catalogue, grouped in memory. */
export async function getStructureTree(db: Db, viewer: AuthUser | null): Promise<StructureTree> {
  const onlyActive = !seesInactive(viewer);
  const [levelRows, yearRows, specialityRows, materialRows, languageRows, languageLevelRows] =
    await Promise.all([
      db.select().from(levels).orderBy(asc(levels.id)),
      db.select().from(years).orderBy(asc(years.id)),
      db.select().from(specialities).orderBy(asc(specialities.id)),
      db.select().from(materials).orderBy(asc(materials.id)),
      db
        .select()
        .from(languages)
        .where(onlyActive ? eq(languages.isActive, true) : undefined)
        .orderBy(asc(languages.id)),
      db
        .select()
        .from(languageLevels)
        .where(onlyActive ? eq(languageLevels.isActive, true) : undefined)
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
    levels: levelRows.map((l) =>
      extend(toLevel(l), {
        years: (yearsByLevel.get(l.id) ?? []).map((y) =>
          extend(toYear(y), {
            specialities: (specsByYear.get(y.id) ?? []).map((s) =>
              extend(toSpeciality(s), {
                materials: (materialsBySpec.get(s.id) ?? []).map(toMaterial),
              }),
            ),
            materials: (directByYear.get(y.id) ?? []).map(toMaterial),
          }),
        ),
      }),
    ),
    languages: languageRows.map((lang) =>
      extend(toLanguage(lang), {
        levels: (levelsByLanguage.get(lang.id) ?? []).map(toLanguageLevel),
      }),
    ),
  };
}

/** Every material with the names of its path in `language`, for the course path selector. */
export async function materialOptions(db: Db, language: AppLanguage): Promise<MaterialOption[]> {
  const rows = await db
    .select({
      id: materials.id,
      name: materials.name,
      nameTranslations: materials.translations,
      price: materials.price,
      yearId: years.id,
      yearName: years.name,
      yearTranslations: years.translations,
      levelId: levels.id,
      levelName: levels.name,
      levelTranslations: levels.translations,
      specialityId: specialities.id,
      specialityName: specialities.name,
      specialityTranslations: specialities.translations,
    })
    .from(materials)
    .innerJoin(years, eq(years.id, materials.yearId))
    .innerJoin(levels, eq(levels.id, years.levelId))
    .leftJoin(specialities, eq(specialities.id, materials.specialityId))
    .orderBy(asc(levels.id), asc(years.id), asc(specialities.id), asc(materials.id));
  return rows.map((r) => ({
    id: r.id,
    name: translatedName(r.name, r.nameTranslations, language),
    price: r.price,
    yearId: r.yearId,
    yearName: translatedName(r.yearName, r.yearTranslations, language),
    levelId: r.levelId,
    levelName: translatedName(r.levelName, r.levelTranslations, language),
    specialityId: r.specialityId,
    specialityName:
      r.specialityName === null ? null : translatedName(r.specialityName, r.specialityTranslations, language),
  }));
}
