import { eq } from 'drizzle-orm';
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
