import { index, integer, pgTable, primaryKey, real, timestamp } from 'drizzle-orm/pg-core';
import { courseBlocks, courses } from './courses';
import { users } from './users';

/**
 * A reader's progress in one block of a course: completed (ticked, a video watched to 90 %, a PDF opened) and
 * the last position in a video. Owned by the progress module. Blocks keep their ids across an approved
 * revision, so progress survives edits; a block removed from a course takes its progress with it.
 */
export const blockProgress = pgTable(
  'block_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    blockId: integer('block_id')
      .notNull()
      .references(() => courseBlocks.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Seconds into a video. */
    position: real('position'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.blockId] }),
    index('block_progress_user_course_idx').on(t.userId, t.courseId, t.updatedAt),
    index('block_progress_course_idx').on(t.courseId),
  ],
);
