import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /**
     * A comment (not a reply) that a reply of the course's professor or of an admin answers. Kept by triggers
     * as replies come and go and as a user's role changes (migration 0019,
     * docs/decisions/135-comments-answered-kept-by-triggers.md), never written by the API: the professor's
     * count of comments waiting for him reads only the unanswered ones.
     */
    answered: boolean('answered').notNull().default(false),
    /**
     * The professor of the comment's course (`courses.created_by`, which never changes), copied by a trigger as
     * the comment is written (migration 0020), never by the API: his inbox and his count of comments waiting
     * for him read one index by it, instead of every comment on each of his courses.
     */
    professorId: integer('professor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('course_comments_course_idx').on(t.courseId, t.parentId, t.createdAt),
    index('course_comments_parent_idx').on(t.parentId),
    // A professor's inbox in its order (unanswered first, then newest): a page is the index's next entries, and
    // his count of comments waiting for him is the entries under (professor, not answered).
    index('course_comments_inbox_idx')
      .on(t.professorId, t.answered, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.parentId} is null`),
    check('course_comments_rating_range', sql`${t.rating} is null or (${t.rating} between 1 and 5)`),
    // One rating per author and course: a new rating clears the old one, so nobody drives the average alone.
    uniqueIndex('course_comments_one_rating_key')
      .on(t.courseId, t.userId)
      .where(sql`${t.rating} is not null`),
  ],
);
