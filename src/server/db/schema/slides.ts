import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

type Localized = { ar: string; fr: string; en: string };

/** Home-page slides: one media file each (image or video), aimed at students, professors or both. */
export const slides = pgTable(
  'slides',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    ctaText: jsonb('cta_text').$type<Localized>().notNull(),
    ctaLink: text('cta_link').notNull().default(''),
    mediaKey: text('media_key').notNull(),
    mediaType: text('media_type', { enum: ['image', 'video'] }).notNull(),
    order: integer('order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    duration: integer('duration').notNull().default(5),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    targetAudienceRoles: text('target_audience_roles').array().notNull(),
    overlayColor: text('overlay_color').notNull().default('#000000'),
    overlayOpacity: real('overlay_opacity').notNull().default(0.3),
    transition: text('transition', { enum: ['fade', 'slide'] })
      .notNull()
      .default('fade'),
    altText: text('alt_text').notNull().default(''),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('slides_order_idx').on(t.order, t.id),
    check(
      'slides_dates_order',
      sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} > ${t.startDate}`,
    ),
    check('slides_audience_not_empty', sql`cardinality(${t.targetAudienceRoles}) > 0`),
  ],
);

/**
 * Views and clicks per slide per day (Algiers time): a counted view is one upsert here plus one increment of the
 * slide's totals, in a single statement; the analytics read at most 90 rows per slide.
 */
export const slideDailyStats = pgTable(
  'slide_daily_stats',
  {
    slideId: integer('slide_id')
      .notNull()
      .references(() => slides.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.slideId, t.day] })],
);
