import { and, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courseBlocks } from '../../db/schema/courses';
import { videoRenditions } from '../../db/schema/media';

/** Video files of course blocks that have no renditions row yet (read only: the blocks are the courses module's). */
export async function untranscodedVideoKeys(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: courseBlocks.fileKey })
    .from(courseBlocks)
    .where(
      and(
        eq(courseBlocks.type, 'video'),
        isNotNull(courseBlocks.fileKey),
        notExists(
          db
            .select({ one: sql`1` })
            .from(videoRenditions)
            .where(eq(videoRenditions.sourceKey, courseBlocks.fileKey)),
        ),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.key!);
}

/** Renditions whose source video no block holds any more (the block, or its course, was removed). */
export async function orphanedRenditionKeys(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: videoRenditions.sourceKey })
    .from(videoRenditions)
    .leftJoin(courseBlocks, eq(courseBlocks.fileKey, videoRenditions.sourceKey))
    .where(isNull(courseBlocks.id))
    .limit(limit);
  return rows.map((r) => r.key);
}
