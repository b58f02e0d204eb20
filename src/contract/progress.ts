import { z } from 'zod';
import { id, idInput } from './common';

/**
 * Learning progress (issue 18): which blocks of a course a reader has completed, and where they were in a video.
 * `PUT /courses/{id}/progress` records one block; `GET /courses/{id}/progress` answers the whole course.
 */

export { VIDEO_COMPLETION_SHARE } from './media-rules';

export const progressBody = z
  .object({
    blockId: idInput,
    /** Tick or untick the block by hand. */
    completed: z.boolean().optional(),
    /** The reader opened the block (a PDF opened counts as read). */
    opened: z.boolean().optional(),
    /** Seconds into a video where the reader is, and the video's length as the player knows it. */
    position: z.number().min(0).max(86_400).optional(),
    duration: z.number().positive().max(86_400).optional(),
  })
  .refine(
    (body) => body.completed !== undefined || body.opened !== undefined || body.position !== undefined,
    {
      error: 'Say what changed: completed, opened or position',
    },
  );
export type ProgressBody = z.infer<typeof progressBody>;

export const blockProgress = z.object({
  blockId: id,
  completed: z.boolean(),
  /** Seconds into a video, when one was played. */
  position: z.number().nullable(),
});
export type BlockProgress = z.infer<typeof blockProgress>;

export const sectionProgress = z.object({
  id,
  title: z.string(),
  /** Whole percent of the section's blocks completed. */
  percentage: z.number().int(),
  completed: z.number().int(),
  total: z.number().int(),
  blocks: z.array(blockProgress),
});

export const courseProgress = z.object({
  courseId: id,
  /** Whole percent of all the course's blocks completed (a bigger section weighs more). */
  percentage: z.number().int(),
  completed: z.number().int(),
  total: z.number().int(),
  sections: z.array(sectionProgress),
  /** Where to continue: the block last worked on if unfinished, else the next unfinished one; null when all done. */
  resumeBlockId: id.nullable(),
  /** When the reader last recorded progress here (null: never). */
  lastActivityAt: z.string().nullable(),
});
export type CourseProgress = z.infer<typeof courseProgress>;

/** Whole percent, rounded down so 99.6 % never reads as done. */
export function percentOf(completed: number, total: number): number {
  return total > 0 ? Math.floor((completed * 100) / total) : 0;
}
