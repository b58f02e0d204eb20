import { z } from 'zod';
import { localizedInput, localizedText } from './localized-text';

/** Home-page slides (specification sections 3 and 7; DOMAIN.md "Slides and homepage content"). */

export const SLIDE_NOT_FOUND = 'Slide not found';
export const SLIDE_AUDIENCES = ['student', 'professor'] as const;
export type SlideAudience = (typeof SLIDE_AUDIENCES)[number];
export const SLIDE_TRANSITIONS = ['fade', 'slide'] as const;
export const SLIDE_PERIODS = ['7d', '30d', '90d'] as const;
export type SlidePeriod = (typeof SLIDE_PERIODS)[number];
/** Seconds a slide stays on screen (the specification's samples are 5 and 6). */
export const SLIDE_DURATION = { min: 2, max: 60, default: 5 } as const;
/** An image slide's file; a video may be larger. */
export const SLIDE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const SLIDE_VIDEO_MAX_BYTES = 50 * 1024 * 1024;

const dateInput = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'Expected a date' })
  .transform((v) => new Date(v).toISOString());

/** The fields of a slide beside its media file. On `POST` title is required; `PUT` changes what it is sent. */
export const slideFields = z
  .object({
    title: localizedInput(120),
    description: localizedInput(400, { required: false }),
    cta_text: localizedInput(40, { required: false }),
    cta_link: z
      .string()
      .trim()
      .max(500, { error: 'At most 500 characters' })
      .refine((v) => v === '' || /^\/(?!\/)/.test(v) || /^https:\/\/[^\s]+$/.test(v), {
        error: 'Use a path on this site (/…) or an https:// address',
      }),
    order: z.number().int().min(0).max(100_000),
    is_active: z.boolean(),
    duration: z.number().int().min(SLIDE_DURATION.min).max(SLIDE_DURATION.max),
    start_date: dateInput.nullable(),
    end_date: dateInput.nullable(),
    target_audience_roles: z
      .array(z.enum(SLIDE_AUDIENCES))
      .min(1, { error: 'Choose at least one audience' })
      .transform((roles) => [...new Set(roles)]),
    overlay_color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Expected a colour like #1e293b' }),
    overlay_opacity: z.number().min(0).max(1),
    transition: z.enum(SLIDE_TRANSITIONS),
    alt_text: z.string().trim().max(300, { error: 'At most 300 characters' }),
  })
  .partial();
export type SlideFields = z.output<typeof slideFields>;

export const slide = z.object({
  id: z.number().int(),
  title: localizedText,
  description: localizedText,
  image_url: z.string().nullable(),
  video_url: z.string().nullable(),
  media_type: z.enum(['image', 'video']),
  order: z.number().int(),
  is_active: z.boolean(),
  duration: z.number().int(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  target_audience_roles: z.array(z.enum(SLIDE_AUDIENCES)),
  cta_text: localizedText,
  cta_link: z.string(),
  overlay_color: z.string(),
  overlay_opacity: z.number(),
  transition: z.enum(SLIDE_TRANSITIONS),
  alt_text: z.string(),
  views: z.number().int(),
  clicks: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Slide = z.infer<typeof slide>;

export const activeSlidesQuery = z.object({ role: z.enum(['student', 'professor', 'admin']).optional() });

export const reorderSlidesBody = z.object({
  slides: z
    .array(z.object({ id: z.number().int().min(1), order: z.number().int().min(0).max(100_000) }))
    .min(1, { error: 'List at least one slide' })
    .max(500)
    .refine((list) => new Set(list.map((s) => s.id)).size === list.length, {
      error: 'A slide is listed twice',
    }),
});

export const slideClickBody = z.object({ userAgent: z.string().max(500).optional() }).optional();
export const slideCountResponse = z.object({ counted: z.boolean() });

export const slideAnalyticsQuery = z.object({ period: z.enum(SLIDE_PERIODS).default('7d') });
export const slideAnalytics = z.object({
  period: z.enum(SLIDE_PERIODS),
  views: z.number().int(),
  clicks: z.number().int(),
  /** Clicks per hundred views in the period, to two decimals (0 without views). */
  ctr: z.number(),
  /** One entry per day of the period, oldest first, days without activity as zeros (dates in Algiers). */
  series: z.array(z.object({ date: z.string(), views: z.number().int(), clicks: z.number().int() })),
});
export type SlideAnalytics = z.infer<typeof slideAnalytics>;

/** Where a slide stands now, for the admin list. */
export type SlideStatus = 'live' | 'scheduled' | 'expired' | 'inactive';
export function slideStatus(
  s: Pick<Slide, 'is_active' | 'start_date' | 'end_date'>,
  now = new Date(),
): SlideStatus {
  if (!s.is_active) return 'inactive';
  if (s.end_date && new Date(s.end_date) <= now) return 'expired';
  if (s.start_date && new Date(s.start_date) > now) return 'scheduled';
  return 'live';
}
