import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { languageLevels, languages, levels } from './structure';

/** The home page's catalogue section: each entry opens a level, a language or a language level. */
export const homepageMaterials = pgTable(
  'homepage_materials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nameAr: text('name_ar').notNull(),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionAr: text('description_ar'),
    descriptionFr: text('description_fr'),
    descriptionEn: text('description_en'),
    levelId: integer('level_id').references(() => levels.id, { onDelete: 'restrict' }),
    languageId: integer('language_id').references(() => languages.id, { onDelete: 'restrict' }),
    languageLevelId: integer('language_level_id').references(() => languageLevels.id, {
      onDelete: 'restrict',
    }),
    order: integer('order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('homepage_materials_order_idx').on(t.order, t.id),
    index('homepage_materials_level_idx').on(t.levelId),
    index('homepage_materials_language_idx').on(t.languageId),
    index('homepage_materials_language_level_idx').on(t.languageLevelId),
    check(
      'homepage_materials_one_target',
      sql`num_nonnulls(${t.levelId}, ${t.languageId}, ${t.languageLevelId}) = 1`,
    ),
  ],
);
