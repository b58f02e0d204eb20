import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CatalogueTranslations } from '../../../contract/catalogue-translations';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** French and English names beside the Arabic `name` (decision 017). */
export const translationsColumn = () =>
  jsonb('translations').$type<CatalogueTranslations>().notNull().default({});

/**
 * The material path: level → year → speciality (optional) → material. Parents are RESTRICTed: deleting a
 * node that still has children (or courses, or home-page entries) fails instead of cascading.
 */
export const levels = pgTable('levels', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  translations: translationsColumn(),
  createdAt: created(),
});

export const years = pgTable(
  'years',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    translations: translationsColumn(),
    levelId: integer('level_id')
      .notNull()
      .references(() => levels.id, { onDelete: 'restrict' }),
    createdAt: created(),
  },
  (t) => [index('years_level_idx').on(t.levelId, t.id)],
);

export const specialities = pgTable(
  'specialities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    translations: translationsColumn(),
    yearId: integer('year_id')
      .notNull()
      .references(() => years.id, { onDelete: 'restrict' }),
    createdAt: created(),
  },
  (t) => [index('specialities_year_idx').on(t.yearId, t.id)],
);

export const materials = pgTable(
  'materials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    translations: translationsColumn(),
    yearId: integer('year_id')
      .notNull()
      .references(() => years.id, { onDelete: 'restrict' }),
    specialityId: integer('speciality_id').references(() => specialities.id, { onDelete: 'restrict' }),
    price: integer('price').notNull().default(0),
    createdAt: created(),
  },
  (t) => [
    index('materials_speciality_idx').on(t.specialityId, t.id),
    index('materials_year_idx').on(t.yearId, t.id),
    check('materials_price_nonnegative', sql`${t.price} >= 0`),
  ],
);

/** The language path: language → language level. */
export const languages = pgTable(
  'languages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    translations: translationsColumn(),
    code: text('code').notNull(),
    flag: text('flag'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [uniqueIndex('languages_code_key').on(t.code)],
);

export const languageLevels = pgTable(
  'language_levels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    translations: translationsColumn(),
    description: text('description'),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'restrict' }),
    order: integer('order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [index('language_levels_language_idx').on(t.languageId, t.order, t.id)],
);
