import { z } from 'zod';
import { appLanguage, wholeNumberInput } from './common';
import { localizedInput, localizedText } from './localized-text';

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

/**
 * Platform settings (issue 17). Each is used by the code it names: the site name and logo text in the header,
 * footer and page titles; the support contact in the footer; the default language for readers who never chose
 * one; `registration_open` by `POST /auth/register`; `professor_share_percent` by every later sale's earnings
 * row (rows keep the share they were computed with); `mail_sender_name` by the mail seam's `From`;
 * `currency_label` wherever a price is written.
 */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'youtube',
  'tiktok',
  'x',
  'linkedin',
  'telegram',
  'whatsapp',
] as const;

const shortText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'Required' })
    .max(max, { error: `At most ${max} characters` });
const optionalEmail = z.union([z.literal(''), z.email({ error: 'Expected an email address' })]);
const phone = z
  .string()
  .trim()
  .max(30, { error: 'At most 30 characters' })
  .regex(/^[0-9+() -]*$/, { error: 'Digits, spaces, +, ( and ) only' });
const httpsUrl = z
  .string()
  .trim()
  .max(500, { error: 'At most 500 characters' })
  .regex(/^https:\/\/[^\s]+$/, { error: 'Expected an https:// address' });

export const platformSettingsBody = z
  .strictObject(
    {
      site_name: localizedInput(60),
      logo_text: shortText(30),
      support_email: optionalEmail,
      support_phone: phone,
      default_language: appLanguage,
      currency_label: localizedInput(20),
      registration_open: z.boolean(),
      professor_share_percent: z
        .number({ error: 'Expected a whole number from 0 to 100' })
        .int({ error: 'Expected a whole number from 0 to 100' })
        .min(0, { error: 'Expected a whole number from 0 to 100' })
        .max(100, { error: 'Expected a whole number from 0 to 100' }),
      mail_sender_name: shortText(60).regex(/^[^<>"\r\n@]*$/, {
        error: 'Letters, digits and spaces only (no < > " @)',
      }),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown setting: ${issue.keys.join(', ')}` : undefined,
    },
  )
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Send at least one setting' });
export type PlatformSettingsBody = z.output<typeof platformSettingsBody>;

export const platformSettings = z.object({
  site_name: localizedText,
  logo_text: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
  default_language: appLanguage,
  currency_label: localizedText,
  registration_open: z.boolean(),
  professor_share_percent: z.number().int(),
  mail_sender_name: z.string(),
});
export type PlatformSettings = z.infer<typeof platformSettings>;

export const DEFAULT_PLATFORM_SETTINGS: PlatformSettings = {
  site_name: { ar: 'مسار', fr: 'Masar', en: 'Masar' },
  logo_text: 'Masar',
  support_email: '',
  support_phone: '',
  default_language: 'ar',
  currency_label: { ar: 'نقطة', fr: 'points', en: 'points' },
  registration_open: true,
  professor_share_percent: 70,
  mail_sender_name: 'Masar',
};

export const socialLink = z.object({ network: z.enum(SOCIAL_NETWORKS), url: httpsUrl });
export type SocialLink = z.infer<typeof socialLink>;

/** What every visitor's pages read (`GET /api/settings`): no share, no mail sender. */
export const publicSettings = z.object({
  site_name: localizedText,
  logo_text: z.string(),
  contact: z.object({ email: z.string(), phone: z.string() }),
  social: z.array(socialLink),
  default_language: appLanguage,
  currency_label: localizedText,
  registration_open: z.boolean(),
});
export type PublicSettings = z.infer<typeof publicSettings>;

export const REGISTRATION_CLOSED = 'Registration is closed';

/** The site footer (`GET/PUT /api/footer-content`). */
const footerHref = z
  .string()
  .trim()
  .min(1, { error: 'Required' })
  .max(500, { error: 'At most 500 characters' })
  .refine((v) => /^\/(?!\/)/.test(v) || /^https:\/\/[^\s]+$/.test(v) || /^mailto:[^\s]+$/.test(v), {
    error: 'Use a path on this site (/…), an https:// or a mailto: address',
  });
export const footerContentBody = z.object({
  about: localizedInput(600, { required: false }),
  columns: z
    .array(
      z.object({
        title: localizedInput(60),
        links: z
          .array(z.object({ label: localizedInput(60), href: footerHref }))
          .max(10, { error: 'At most 10 links in a column' }),
      }),
    )
    .max(4, { error: 'At most 4 columns' }),
  social: z.array(socialLink).max(10, { error: 'At most 10 networks' }),
  contact: z.object({
    email: optionalEmail,
    phone,
    address: z.string().trim().max(200, { error: 'At most 200 characters' }),
  }),
});
export type FooterContentBody = z.input<typeof footerContentBody>;

export const footerContent = z.object({
  about: localizedText,
  columns: z.array(
    z.object({
      title: localizedText,
      links: z.array(z.object({ label: localizedText, href: z.string() })),
    }),
  ),
  social: z.array(socialLink),
  contact: z.object({ email: z.string(), phone: z.string(), address: z.string() }),
});
export type FooterContent = z.infer<typeof footerContent>;

export const DEFAULT_FOOTER_CONTENT: FooterContent = {
  about: { ar: '', fr: '', en: '' },
  columns: [],
  social: [],
  contact: { email: '', phone: '', address: '' },
};
