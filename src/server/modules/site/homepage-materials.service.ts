import { eq } from 'drizzle-orm';
import type { AppLanguage } from '../../../contract/languages';
import type { HomepageMaterial, HomepageMaterialBody } from '../../../contract/structure';
import type { Db } from '../../db/client';
import { homepageMaterials } from '../../db/schema/site';
import { notFound } from '../../errors';
import { getLanguage, getLanguageLevel, getLevel } from '../structure/index';
import { getOne, HOMEPAGE_MATERIAL_NOT_FOUND } from './homepage-materials.read-model';

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

type NameColumns = Partial<
  Pick<
    typeof homepageMaterials.$inferInsert,
    'nameAr' | 'nameFr' | 'nameEn' | 'descriptionAr' | 'descriptionFr' | 'descriptionEn'
  >
>;

/**
 * The name and description columns a body writes: one column per language, from `name_ar`… or from `name`,
 * `description` and `translations` (the column wins where both are sent). Only what the body names is written.
 */
function nameColumns(input: Partial<HomepageMaterialBody>): NameColumns {
  const fr = input.translations?.fr;
  const en = input.translations?.en;
  const pick = <T>(column: T | undefined, alternative: T | undefined) =>
    column !== undefined ? column : alternative;
  const columns: NameColumns = {
    nameAr: pick(input.name_ar, input.name),
    nameFr: pick(input.name_fr, fr?.name),
    nameEn: pick(input.name_en, en?.name),
    descriptionAr: pick(input.description_ar, input.description),
    descriptionFr: pick(input.description_fr, fr ? (fr.description ?? null) : undefined),
    descriptionEn: pick(input.description_en, en ? (en.description ?? null) : undefined),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export async function createHomepageMaterial(
  db: Db,
  input: HomepageMaterialBody,
  language: AppLanguage,
): Promise<HomepageMaterial> {
  const target = await targetColumns(db, input.target_type, input.target_id);
  const names = nameColumns(input);
  const [row] = await db
    .insert(homepageMaterials)
    .values({
      // French and English left out are stored empty and read in Arabic.
      nameFr: '',
      nameEn: '',
      descriptionAr: null,
      descriptionFr: null,
      descriptionEn: null,
      ...names,
      nameAr: names.nameAr!,
      order: input.order,
      isActive: input.is_active,
      ...target,
    })
    .returning();
  return getOne(db, row!.id, language);
}

export async function updateHomepageMaterial(
  db: Db,
  id: number,
  input: Partial<HomepageMaterialBody>,
  language: AppLanguage,
): Promise<HomepageMaterial> {
  const current = await getOne(db, id, language);
  const retarget = input.target_type !== undefined || input.target_id !== undefined;
  const target = retarget
    ? await targetColumns(db, input.target_type ?? current.target_type, input.target_id ?? current.target_id)
    : {};
  const changes = {
    ...nameColumns(input),
    ...(input.order !== undefined ? { order: input.order } : {}),
    ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
    ...target,
  };
  if (Object.keys(changes).length > 0) {
    await db.update(homepageMaterials).set(changes).where(eq(homepageMaterials.id, id));
  }
  return getOne(db, id, language);
}

export async function deleteHomepageMaterial(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(homepageMaterials).where(eq(homepageMaterials.id, id)).returning();
  if (deleted.length === 0) throw notFound(HOMEPAGE_MATERIAL_NOT_FOUND);
}
