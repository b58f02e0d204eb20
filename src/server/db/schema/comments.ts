import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { courses, courseSections } from './courses';
import { users } from './users';

export const courseComments = pgTable(
  'course_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id').references(() => courseSections.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A reply points at the comment it answers; replies are one level deep. */
    parentId: integer('parent_id').references((): AnyPgColumn => courseComments.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    rating: integer('rating'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('course_comments_course_idx').on(t.courseId, t.parentId, t.createdAt),
    index('course_comments_parent_idx').on(t.parentId),
    check('course_comments_rating_range', sql`${t.rating} is null or (${t.rating} between 1 and 5)`),
  ],
);
