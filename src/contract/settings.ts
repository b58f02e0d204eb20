import { z } from 'zod';
import { wholeNumberInput } from './common';

/** Limits on what one professor may upload for courses: in all, per day (the last 24 hours), per request. */
export const uploadQuotas = z.object({
  total_mb: wholeNumberInput(1, 1_000_000),
  daily_mb: wholeNumberInput(1, 1_000_000),
  files_per_request: wholeNumberInput(1, 200),
});
export type UploadQuotas = z.infer<typeof uploadQuotas>;

export const uploadQuotasResponse = z.object({
  total_mb: z.number().int(),
  daily_mb: z.number().int(),
  files_per_request: z.number().int(),
});

export const DEFAULT_UPLOAD_QUOTAS: UploadQuotas = {
  total_mb: 20_480,
  daily_mb: 4_096,
  files_per_request: 50,
};

export const UPLOAD_QUOTA_EXCEEDED = 'Upload quota exceeded';

/**
 * Where students get top-up codes, in each language, shown on `/points` beside the code box. Admins write it
 * (`PUT /api/admin/points-codes-text`); anyone reads it (`GET /api/settings/points-codes-text`).
 */
const codesTextField = z
  .string()
  .trim()
  .min(1, { error: 'Write the text in each language' })
  .max(600, { error: 'At most 600 characters' });
export const codesTextBody = z.object({ ar: codesTextField, fr: codesTextField, en: codesTextField });
export type CodesText = z.infer<typeof codesTextBody>;
export const codesText = z.object({ ar: z.string(), fr: z.string(), en: z.string() });

export const DEFAULT_CODES_TEXT: CodesText = {
  ar: 'تبيع المدرسة وشركاؤها المعتمدون (مكتبات ومراكز دروس) رموز الشحن. اطلب رمزًا من الاستقبال أو من أحد الشركاء، ثم اكتب أحرفه الستة عشر هنا.',
  fr: 'Les codes de recharge sont vendus par l’école et ses partenaires agréés (librairies, centres de soutien). Demandez-en un à l’accueil ou chez un partenaire, puis saisissez ici ses 16 caractères.',
  en: 'Top-up codes are sold by the school and its approved partners (bookshops, tutoring centres). Ask for one at the front desk or at a partner, then type its 16 characters here.',
};
