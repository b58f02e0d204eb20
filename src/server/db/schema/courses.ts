import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { languageLevels, materials } from './structure';
import { users } from './users';

export const courseStatus = pgEnum('course_status', ['pending', 'approved', 'rejected']);
export const blockType = pgEnum('block_type', ['text', 'video', 'pdf', 'image', 'file']);

export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: courseStatus('status').notNull().default('pending'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    coverKey: text('cover_key'),
    /** The course's own price in points; null falls back to the material or language course price. */
    price: integer('price'),
    materialId: integer('material_id').references(() => materials.id, { onDelete: 'restrict' }),
    languageLevelId: integer('language_level_id').references(() => languageLevels.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Search (docs/decisions/018-course-search.md): the title folded by `foldSearchText`, and the title,
     * description, professor and catalogue path names folded together. Written by the courses module on every
     * change of those; the migration filled existing rows with the SQL twin `masar_fold`.
     */
    searchTitle: text('search_title').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    index('courses_search_title_trgm_idx').using('gin', t.searchTitle.op('gin_trgm_ops')),
    index('courses_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('courses_status_created_idx').on(t.status, t.createdAt, t.id),
    // A material's, a level's or a professor's approved courses, newest first, read from the index in order
    // (the list's page, and the "has an approved course" test of the teacher profiles) — docs/performance.md.
    index('courses_material_listing_idx').on(t.materialId, t.status, t.createdAt, t.id),
    index('courses_language_level_listing_idx').on(t.languageLevelId, t.status, t.createdAt, t.id),
    index('courses_created_by_idx').on(t.createdBy, t.createdAt, t.id),
    index('courses_created_by_status_idx').on(t.createdBy, t.status, t.createdAt, t.id),
    check('courses_price_nonnegative', sql`${t.price} is null or ${t.price} >= 0`),
    check('courses_one_path', sql`${t.materialId} is null or ${t.languageLevelId} is null`),
  ],
);

export const courseSections = pgTable(
  'course_sections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
  },
  (t) => [index('course_sections_course_idx').on(t.courseId, t.position)],
);

export const courseBlocks = pgTable(
  'course_blocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: blockType('type').notNull(),
    title: text('title').notNull().default(''),
    content: text('content'),
    fileKey: text('file_key'),
    fileType: text('file_type'),
    fileSize: bigint('file_size', { mode: 'number' }),
    fileName: text('file_name'),
  },
  (t) => [
    index('course_blocks_section_idx').on(t.sectionId, t.position),
    index('course_blocks_course_idx').on(t.courseId),
    uniqueIndex('course_blocks_file_key').on(t.fileKey),
  ],
);

/** Language course price record: the price of a course on a language level. */
export const languageCoursePrices = pgTable(
  'language_course_prices',
  {
    courseId: integer('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    languageLevelId: integer('language_level_id')
      .notNull()
      .references(() => languageLevels.id, { onDelete: 'restrict' }),
    price: integer('price').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('language_course_prices_nonnegative', sql`${t.price} >= 0`)],
);

/**
 * A draft revision of an approved course (decision 040): what the professor changed, kept apart from the
 * published rows buyers read until an admin approves it. `sections` is the whole draft outline as JSON; each
 * section and block keeps the id of the published row it edits, and new ones hold ids reserved from the
 * published tables' sequences, so approval keeps every id (and what is keyed by it: progress, comments).
 * File keys in the draft that the published rows do not hold belong to the revision alone.
 */
export const revisionStatus = pgEnum('course_revision_status', ['draft', 'pending', 'rejected']);

export interface RevisionBlock {
  id: number;
  type: 'text' | 'video' | 'pdf' | 'image' | 'file';
  title: string;
  content: string | null;
  fileKey: string | null;
  fileType: string | null;
  fileSize: number | null;
  fileName: string | null;
}
export interface RevisionSection {
  id: number;
  title: string;
  blocks: RevisionBlock[];
}

export const courseRevisions = pgTable(
  'course_revisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    status: revisionStatus('status').notNull().default('draft'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** A new cover for the revision; null keeps the published one. */
    coverKey: text('cover_key'),
    sections: jsonb('sections').$type<RevisionSection[]>().notNull(),
    /** The professor's note to the reviewer, sent with the last submission (a reply to a rejection). */
    note: text('note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReasons: jsonb('rejection_reasons').$type<string[]>().notNull().default([]),
    rejectionComment: text('rejection_comment'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_revisions_course_key').on(t.courseId),
    index('course_revisions_status_idx').on(t.status, t.submittedAt),
  ],
);

export const reviewKind = pgEnum('course_review_kind', ['course', 'revision']);
export const reviewAction = pgEnum('course_review_action', ['submitted', 'approved', 'rejected']);

/** Every submission and decision on a course and its revisions: who, when, what, why. */
export const courseReviews = pgTable(
  'course_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kind: reviewKind('kind').notNull(),
    action: reviewAction('action').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_reviews_course_idx').on(t.courseId, t.createdAt, t.id)],
);
