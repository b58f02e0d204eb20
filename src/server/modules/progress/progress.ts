import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  percentOf,
  VIDEO_COMPLETION_SHARE,
  type CourseProgress,
  type ProgressBody,
} from '../../../contract/progress';
import type { Db, DbOrTx } from '../../db/client';
import { blockProgress } from '../../db/schema/progress';
import type { AuthUser } from '../../plugins/access';
import { assertContentAccess } from '../courses/index';
import { courseOutline, findCourseBlock, type OutlineSection } from './course-outline.read-model';

interface ProgressRow {
  blockId: number;
  completedAt: Date | null;
  position: number | null;
  updatedAt: Date;
}

/** The progress answer from a course's outline and the reader's rows (rows of removed blocks are ignored). */
export function summarise(courseId: number, outline: OutlineSection[], rows: ProgressRow[]): CourseProgress {
  const byBlock = new Map(rows.map((row) => [row.blockId, row]));
  const order = outline.flatMap((section) => section.blocks.map((block) => block.id));
  const done = (blockId: number) => Boolean(byBlock.get(blockId)?.completedAt);
  const sections = outline.map((section) => {
    const completed = section.blocks.filter((block) => done(block.id)).length;
    return {
      id: section.id,
      title: section.title,
      completed,
      total: section.blocks.length,
      percentage: percentOf(completed, section.blocks.length),
      blocks: section.blocks.map((block) => ({
        blockId: block.id,
        completed: done(block.id),
        position: byBlock.get(block.id)?.position ?? null,
      })),
    };
  });
  const completed = order.filter(done).length;

  const latest = rows
    .filter((row) => order.includes(row.blockId))
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
  let resumeBlockId: number | null = null;
  if (latest && !latest.completedAt) resumeBlockId = latest.blockId;
  else {
    // The next unfinished block after the one last finished, wrapping to the start for one skipped earlier.
    const start = latest ? order.indexOf(latest.blockId) + 1 : 0;
    const rotated = [...order.slice(start), ...order.slice(0, start)];
    resumeBlockId = rotated.find((blockId) => !done(blockId)) ?? null;
  }
  return {
    courseId,
    percentage: percentOf(completed, order.length),
    completed,
    total: order.length,
    sections,
    resumeBlockId,
    lastActivityAt: latest ? latest.updatedAt.toISOString() : null,
  };
}

async function progressOf(db: DbOrTx, userId: number, courseId: number): Promise<CourseProgress> {
  const [outline, rows] = await Promise.all([
    courseOutline(db, courseId),
    db
      .select({
        blockId: blockProgress.blockId,
        completedAt: blockProgress.completedAt,
        position: blockProgress.position,
        updatedAt: blockProgress.updatedAt,
      })
      .from(blockProgress)
      .where(and(eq(blockProgress.userId, userId), eq(blockProgress.courseId, courseId))),
  ]);
  return summarise(courseId, outline, rows);
}

/** `GET /courses/{id}/progress`: only for people who may open the course's content. */
export async function getProgress(db: Db, viewer: AuthUser, courseId: number): Promise<CourseProgress> {
  await assertContentAccess(db, viewer, courseId);
  return progressOf(db, viewer.id, courseId);
}

/**
 * `PUT /courses/{id}/progress`: a tick or untick, a PDF opened (completes it), or a video's position (completes
 * it at 90 % of its length). A position alone never unticks a block already completed.
 */
export async function recordProgress(
  db: Db,
  viewer: AuthUser,
  courseId: number,
  body: ProgressBody,
): Promise<CourseProgress> {
  await assertContentAccess(db, viewer, courseId);
  const block = await findCourseBlock(db, courseId, body.blockId);
  let completes = body.completed;
  if (completes === undefined && body.opened && block.type === 'pdf') completes = true;
  if (
    completes === undefined &&
    block.type === 'video' &&
    body.position !== undefined &&
    body.duration !== undefined &&
    body.position >= body.duration * VIDEO_COMPLETION_SHARE
  )
    completes = true;
  const position = block.type === 'video' && body.position !== undefined ? body.position : null;
  const now = new Date();
  await db
    .insert(blockProgress)
    .values({
      userId: viewer.id,
      courseId,
      blockId: block.id,
      completedAt: completes ? now : null,
      position,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [blockProgress.userId, blockProgress.blockId],
      set: {
        completedAt:
          completes === undefined
            ? sql`${blockProgress.completedAt}`
            : completes
              ? sql`coalesce(${blockProgress.completedAt}, ${now.toISOString()}::timestamptz)`
              : null,
        position: position === null ? sql`${blockProgress.position}` : position,
        updatedAt: now,
      },
    });
  return progressOf(db, viewer.id, courseId);
}

/** Blocks completed per reader and course (`userId:courseId`), for a professor's list of students. */
export async function completedBlocksByUser(
  db: DbOrTx,
  courseIds: number[],
  userIds: number[],
): Promise<Map<string, number>> {
  if (courseIds.length === 0 || userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: blockProgress.userId,
      courseId: blockProgress.courseId,
      completed: sql<number>`(count(*) filter (where ${isNotNull(blockProgress.completedAt)}))::int`,
    })
    .from(blockProgress)
    .where(and(inArray(blockProgress.courseId, courseIds), inArray(blockProgress.userId, userIds)))
    .groupBy(blockProgress.userId, blockProgress.courseId);
  return new Map(rows.map((row) => [`${row.userId}:${row.courseId}`, Number(row.completed)]));
}
