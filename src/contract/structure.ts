import { z } from 'zod';
import { catalogueTranslations } from './catalogue-translations-schema';
import { id, idInput } from './common';

/** Names of catalogue nodes: required, trimmed. */
export const nodeName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required' })
  .max(120, { error: 'Name must be at most 120 characters' });
/** French and English names (and descriptions) of a catalogue node. */
export const nodeTranslations = catalogueTranslations(nodeName);
/**
 * Sent whole to admins (the editor edits all three languages); readers get `name` in their language instead.
 */
const translations = nodeTranslations.optional();
/** A price in points (1 point = 1 DZD): a whole number ≥ 0. */
export const price = z
  .number({ error: 'Price must be a number' })
  .int({ error: 'Price must be a whole number' })
  .min(0, { error: 'Price cannot be negative' })
  .max(10_000_000);
/** Ids in query strings and bodies arrive as strings from forms and URLs. */

export const level = z.object({ id, name: z.string(), translations });
export type Level = z.infer<typeof level>;
export const year = z.object({ id, name: z.string(), levelId: id, translations });
export type Year = z.infer<typeof year>;
export const speciality = z.object({ id, name: z.string(), yearId: id, translations });
export type Speciality = z.infer<typeof speciality>;
export const material = z.object({
  id,
  name: z.string(),
  specialityId: id.nullable(),
  yearId: id,
  price: z.number().int(),
  translations,
});
export type Material = z.infer<typeof material>;
export const language = z.object({
  id,
  name: z.string(),
  code: z.string(),
  flag: z.string().nullable(),
  is_active: z.boolean(),
  translations,
});
export type Language = z.infer<typeof language>;
export const languageLevel = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  language_id: id,
  order: z.number().int(),
  is_active: z.boolean(),
  translations,
});
export type LanguageLevel = z.infer<typeof languageLevel>;

export const levelBody = z.object({ name: nodeName, translations });
export const levelPatch = levelBody.partial();
export const yearBody = z.object({ name: nodeName, levelId: idInput, translations });
export const yearPatch = yearBody.partial();
export const specialityBody = z.object({ name: nodeName, yearId: idInput, translations });
export const specialityPatch = specialityBody.partial();
/** A material hangs under a speciality, or directly under a year when `specialityId` is null. */
export const materialBody = z
  .object({
    name: nodeName,
    specialityId: idInput.nullable().optional(),
    yearId: idInput.optional(),
    price: price.default(0),
    translations,
  })
  .refine((m) => m.specialityId != null || m.yearId != null, {
    error: 'A material needs a yearId or a specialityId',
    path: ['yearId'],
  });
export const materialPatch = z.object({
  name: nodeName.optional(),
  specialityId: idInput.nullable().optional(),
  yearId: idInput.optional(),
  price: price.optional(),
  translations,
});
export type MaterialBody = z.infer<typeof materialBody>;
export type MaterialPatch = z.infer<typeof materialPatch>;

export const languageCode = z
  .string({ error: 'Code is required' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/, { error: 'Code must be a language code such as fr, en or pt-br' });
export const languageBody = z.object({
  name: nodeName,
  code: languageCode,
  flag: z.string().trim().max(200).nullable().optional(),
  is_active: z.boolean().default(true),
  translations,
});
export const languagePatch = z.object({
  name: nodeName.optional(),
  code: languageCode.optional(),
  flag: z.string().trim().max(200).nullable().optional(),
  is_active: z.boolean().optional(),
  translations,
});
export const languageLevelBody = z.object({
  name: nodeName,
  description: z.string().trim().max(2000).nullable().optional(),
  language_id: idInput,
  order: z.number().int().min(0).max(10_000).optional(),
  is_active: z.boolean().default(true),
  translations,
});
export const languageLevelPatch = z.object({
  name: nodeName.optional(),
  description: z.string().trim().max(2000).nullable().optional(),
  order: z.number().int().min(0).max(10_000).optional(),
  is_active: z.boolean().optional(),
  translations,
});
export const reorderLanguageLevelsBody = z.object({
  language_id: idInput,
  ids: z.array(id).min(1).max(500),
});

/** List filters. The required parent is checked by the server with the specification's messages. */
export const yearsQuery = z.object({ levelId: idInput.optional() });
export const specialitiesQuery = z.object({ yearId: idInput.optional() });
/** `specialityId` lists a speciality's materials; `yearId` alone lists the materials directly under a year. */
export const materialsQuery = z.object({ specialityId: idInput.optional(), yearId: idInput.optional() });
export const languageLevelsQuery = z.object({ languageId: idInput.optional() });
export const languagesQuery = z.object({ active: z.enum(['true', 'false']).optional() });

/** The whole catalogue in one response, for the admin editor and the browsing pages. */
export const structureTree = z.object({
  levels: z.array(
    level.extend({
      years: z.array(
        year.extend({
          specialities: z.array(speciality.extend({ materials: z.array(material) })),
          /** Materials directly under the year (no speciality). */
          materials: z.array(material),
        }),
      ),
    }),
  ),
  languages: z.array(language.extend({ levels: z.array(languageLevel) })),
});
export type StructureTree = z.infer<typeof structureTree>;

export const homepageTargetType = z.enum(['level', 'language', 'language_level']);
export const homepageMaterial = z.object({
  id,
  /** The entry's name and description in the caller's language (`?lang=`, `Accept-Language`), else Arabic. */
  name: z.string(),
  description: z.string().nullable(),
  /** French and English as written; a language left out is not translated (readers get Arabic). */
  translations: nodeTranslations,
  name_ar: z.string(),
  name_fr: z.string(),
  name_en: z.string(),
  description_ar: z.string().nullable(),
  description_fr: z.string().nullable(),
  description_en: z.string().nullable(),
  target_type: homepageTargetType,
  /** The level, language or language level the entry opens. */
  target_id: id,
  /** For a language level: its language, so the client can link to it. */
  language_id: id.nullable(),
  order: z.number().int(),
  is_active: z.boolean(),
});
export type HomepageMaterial = z.infer<typeof homepageMaterial>;
const optionalText = z.string().trim().max(500).nullable().optional();
/**
 * An entry is written either as the other catalogue names are (`name` and `description` in Arabic, French and
 * English in `translations`) or with one column per language (`name_ar`, `name_fr`, `name_en`, as the admin
 * editor sends); where both are sent, the column wins. An untranslated name falls back to Arabic on reading.
 */
const homepageMaterialFields = z.object({
  name: nodeName.optional(),
  description: optionalText,
  translations: catalogueTranslations(nodeName).optional(),
  name_ar: nodeName.optional(),
  name_fr: nodeName.optional(),
  name_en: nodeName.optional(),
  description_ar: optionalText,
  description_fr: optionalText,
  description_en: optionalText,
  target_type: homepageTargetType,
  target_id: idInput,
  order: z.number().int().min(0).max(10_000).default(0),
  is_active: z.boolean().default(true),
});
export const homepageMaterialBody = homepageMaterialFields.refine(
  (body) => body.name_ar !== undefined || body.name !== undefined,
  { error: 'Name is required', path: ['name'] },
);
export const homepageMaterialPatch = homepageMaterialFields.partial();
export type HomepageMaterialBody = z.infer<typeof homepageMaterialBody>;
