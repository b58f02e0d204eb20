// No zod here: the catalogue's pages name their nodes with these, and their first load carries no schema library
// (the schema of `translations` is in `catalogue-translations-schema.ts`; docs/performance.md, "The course page
// without zod").
import type { AppLanguage } from './languages';

/**
 * Catalogue names (levels, years, specialities, materials, languages, language levels, point packages) are
 * written in Arabic in `name` (and `description`), with French and English beside them in `translations`.
 * Readers get `name` in their language, falling back to Arabic; admins get the row whole, to edit all three.
 */
export const translatedLanguages = ['fr', 'en'] as const;
export type TranslatedLanguage = (typeof translatedLanguages)[number];

export interface CatalogueTranslation {
  name: string;
  description?: string | null | undefined;
}
export type CatalogueTranslations = Partial<Record<TranslatedLanguage, CatalogueTranslation>>;

/** A name in `language`, else the Arabic one. */
export function translatedName(
  name: string,
  translations: CatalogueTranslations | null | undefined,
  language: AppLanguage,
): string {
  if (language === 'ar') return name;
  return translations?.[language]?.name || name;
}

/** A description in `language`, else the Arabic one (a translation without a description falls back too). */
export function translatedDescription(
  description: string | null,
  translations: CatalogueTranslations | null | undefined,
  language: AppLanguage,
): string | null {
  if (language === 'ar') return description;
  return translations?.[language]?.description || description;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/**
 * Every catalogue node inside `value` (any object with a string `name` and a `translations` object), named in
 * `language` and without its `translations`: what a reader is sent. Lists and nested trees alike.
 */
export function localizeCatalogue<T>(value: T, language: AppLanguage): T {
  if (Array.isArray(value)) return value.map((item: unknown) => localizeCatalogue(item, language)) as T;
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key !== 'translations') out[key] = localizeCatalogue(child, language);
  }
  if (typeof value.name === 'string' && isRecord(value.translations)) {
    const translations = value.translations as CatalogueTranslations;
    out.name = translatedName(value.name, translations, language);
    if ('description' in value) {
      out.description = translatedDescription(
        (value.description as string | null) ?? null,
        translations,
        language,
      );
    }
  }
  return out as T;
}
