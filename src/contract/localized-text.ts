import { z } from 'zod';
import { appLanguages, type AppLanguage } from './languages';

/** A text in the three languages, as every reader gets it: a language left empty falls back to one written. */
export const localizedText = z.object({ ar: z.string(), fr: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedText>;

/**
 * A text written in one to three languages: at least one, each at most `max` characters. The parsed value has
 * all three, an empty one filled from the first written (Arabic, then French, then English).
 */
export function localizedInput(max: number, options: { required: boolean } = { required: true }) {
  const one = z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .optional();
  return z.object({ ar: one, fr: one, en: one }).transform((value, ctx) => {
    const written = appLanguages.map((l) => value[l]).find((v) => v !== undefined && v !== '');
    if (written === undefined && options.required) {
      ctx.addIssue({ code: 'custom', message: 'Write it in at least one language' });
      return z.NEVER;
    }
    const pick = (l: AppLanguage) => (value[l] ? value[l] : (written ?? ''));
    return { ar: pick('ar'), fr: pick('fr'), en: pick('en') };
  });
}
