import { asc, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import {
  DATA_SAVER_HEIGHT,
  OFFLINE_PACK_DAYS,
  type OfflineFile,
  type OfflinePack,
} from '../../../contract/media';
import type { AppContext } from '../../context';
import { courseBlocks, courseSections } from '../../db/schema/courses';
import type { AuthUser } from '../../plugins/access';
import { videoMediaFor } from '../media/index';
import { assertContentAccess } from './access';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * What a device may keep of a course for reading offline (issue 21): the files of its blocks with grants that
 * last until `expiresAt` (14 days), and a `version` that changes whenever the published content does. Only
 * readers with access to the content get one (404 when the course is hidden from them, 403 when it is not
 * theirs). Videos are offered at the data-saver rendition when it exists, else as uploaded.
 *
 * The version is a hash of what a kept copy holds (sections, blocks, their text and files, the video chosen),
 * not of a revision number: it needs nothing from the course's history and changes exactly when a kept copy
 * would be out of date.
 */
export async function getOfflinePack(
  ctx: Pick<AppContext, 'db' | 'config' | 'tokens'>,
  viewer: AuthUser,
  courseId: number,
  now = new Date(),
): Promise<OfflinePack> {
  await assertContentAccess(ctx.db, viewer, courseId);
  const [sections, blocks] = await Promise.all([
    ctx.db
      .select({ id: courseSections.id, title: courseSections.title, position: courseSections.position })
      .from(courseSections)
      .where(eq(courseSections.courseId, courseId))
      .orderBy(asc(courseSections.position)),
    ctx.db
      .select()
      .from(courseBlocks)
      .where(eq(courseBlocks.courseId, courseId))
      .orderBy(asc(courseBlocks.sectionId), asc(courseBlocks.position)),
  ]);
  const media = await videoMediaFor(
    ctx,
    blocks.filter((b) => b.type === 'video' && b.fileKey).map((b) => b.fileKey!),
  );
  const expiresInSeconds = OFFLINE_PACK_DAYS * DAY_SECONDS;
  const base = (blockId: number) => `/api/courses/${courseId}/files/${blockId}`;
  const files: OfflineFile[] = [];
  for (const b of blocks) {
    if (!b.fileKey || b.type === 'text') continue;
    const grant = ctx.tokens.signFile({ userId: viewer.id, courseId, blockId: b.id }, { expiresInSeconds });
    const saver = media.get(b.fileKey)?.variants.find((v) => v.height === DATA_SAVER_HEIGHT);
    files.push({
      blockId: b.id,
      url: saver ? `${base(b.id)}/media/${saver.name}?t=${grant}` : `${base(b.id)}?t=${grant}`,
      size: saver?.size ?? b.fileSize ?? 0,
      type: b.type,
    });
  }
  const version = createHash('sha256')
    .update(
      JSON.stringify({
        sections: sections.map((s) => [s.id, s.title, s.position]),
        blocks: blocks.map((b) => [b.id, b.sectionId, b.position, b.type, b.title, b.content, b.fileKey]),
        files: files.map((f) => [f.blockId, f.size, f.url.split('?')[0]]),
      }),
    )
    .digest('hex')
    .slice(0, 16);
  return {
    version,
    expiresAt: new Date(now.getTime() + expiresInSeconds * 1000).toISOString(),
    files,
  };
}
