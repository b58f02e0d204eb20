import { z } from 'zod';

/**
 * The one schema of `translations` (`catalogue-translations.ts`): French and English only, each with a name under
 * the same rule as the Arabic name (so the same limit) and an optional description.
 */
export function catalogueTranslations(name: z.ZodType<string>) {
  const entry = z.strictObject({
    name,
    description: z.string().trim().max(2000).nullable().optional(),
  });
  return z.strictObject({ fr: entry.optional(), en: entry.optional() });
}
