import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courseBlocks, courses } from '../../db/schema/courses';
import { uploadLog } from '../../db/schema/settings';

export interface UploadUsage {
  /** Bytes of the files the professor's courses hold now (a removed or replaced file frees its space). */
  totalBytes: number;
  /** Bytes uploaded in the last 24 hours, kept or not. */
  dailyBytes: number;
}

export async function uploadUsage(db: DbOrTx, userId: number, now = new Date()): Promise<UploadUsage> {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const [[held], [recent]] = await Promise.all([
    db
      .select({ bytes: sql<string | null>`sum(${courseBlocks.fileSize})` })
      .from(courseBlocks)
      .innerJoin(courses, eq(courses.id, courseBlocks.courseId))
      .where(and(eq(courses.createdBy, userId), isNotNull(courseBlocks.fileSize))),
    db
      .select({ bytes: sql<string | null>`sum(${uploadLog.bytes})` })
      .from(uploadLog)
      .where(and(eq(uploadLog.userId, userId), gt(uploadLog.createdAt, since))),
  ]);
  return { totalBytes: Number(held?.bytes ?? 0), dailyBytes: Number(recent?.bytes ?? 0) };
}
