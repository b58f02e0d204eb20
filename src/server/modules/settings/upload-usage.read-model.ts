import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courseBlocks, courseRevisions, courses } from '../../db/schema/courses';
import { uploadLog } from '../../db/schema/settings';

export interface UploadUsage {
  /** Bytes of the files the professor's courses hold now (a removed or replaced file frees its space). */
  totalBytes: number;
  /** Bytes uploaded in the last 24 hours, kept or not. */
  dailyBytes: number;
}

export async function uploadUsage(db: DbOrTx, userId: number, now = new Date()): Promise<UploadUsage> {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const [[held], [drafts], [recent]] = await Promise.all([
    db
      .select({ bytes: sql<string | null>`sum(${courseBlocks.fileSize})` })
      .from(courseBlocks)
      .innerJoin(courses, eq(courses.id, courseBlocks.courseId))
      .where(and(eq(courses.createdBy, userId), isNotNull(courseBlocks.fileSize))),
    // Files only a draft revision holds (decision 040) take space too; a kept file is counted once, above.
    db
      .execute<{ bytes: string | null }>(
        sql`
      select sum((b->>'fileSize')::bigint) as bytes
        from ${courseRevisions} r
        join ${courses} c on c.id = r.course_id
        cross join lateral jsonb_array_elements(r.sections) s
        cross join lateral jsonb_array_elements(s->'blocks') b
       where c.created_by = ${userId}
         and b->>'fileKey' is not null
         and not exists (select 1 from ${courseBlocks} cb where cb.file_key = b->>'fileKey')`,
      )
      .then((r) => r.rows),
    db
      .select({ bytes: sql<string | null>`sum(${uploadLog.bytes})` })
      .from(uploadLog)
      .where(and(eq(uploadLog.userId, userId), gt(uploadLog.createdAt, since))),
  ]);
  return {
    totalBytes: Number(held?.bytes ?? 0) + Number(drafts?.bytes ?? 0),
    dailyBytes: Number(recent?.bytes ?? 0),
  };
}
