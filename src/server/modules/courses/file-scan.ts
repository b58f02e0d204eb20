import { eq, isNotNull } from 'drizzle-orm';
import type { ScanFilesReport } from '../../../contract/courses';
import type { AppContext } from '../../context';
import { courseBlocks, courseRevisions, courses } from '../../db/schema/courses';
import { IMAGE_WIDTHS } from '../../../contract/image-variants';
import { imageVariantKey } from '../../plugins/image-variants';
import { COURSE_FOLDER, COVER_FOLDER } from './authoring';
import { fileKeysOf } from './revisions';

/** Files referenced by courses but missing from storage, and stored course files nothing references. */
export async function scanFiles(ctx: AppContext): Promise<ScanFilesReport> {
  const [blockFiles, covers, revisions] = await Promise.all([
    ctx.db
      .select({
        key: courseBlocks.fileKey,
        blockId: courseBlocks.id,
        courseId: courses.id,
        courseTitle: courses.title,
      })
      .from(courseBlocks)
      .innerJoin(courses, eq(courses.id, courseBlocks.courseId))
      .where(isNotNull(courseBlocks.fileKey)),
    ctx.db
      .select({ key: courses.coverKey, courseId: courses.id, courseTitle: courses.title })
      .from(courses)
      .where(isNotNull(courses.coverKey)),
    ctx.db
      .select({ sections: courseRevisions.sections, coverKey: courseRevisions.coverKey })
      .from(courseRevisions),
  ]);
  const stored = [...(await ctx.storage.list(COURSE_FOLDER)), ...(await ctx.storage.list(COVER_FOLDER))];
  const storedSet = new Set(stored);
  const referenced = new Set<string>();
  // A cover's WebP copies (plugins/image-variants.ts) belong to it: never orphans while it is referenced.
  const copies = new Set<string>();
  const missing: ScanFilesReport['missing'] = [];
  for (const f of blockFiles) {
    referenced.add(f.key!);
    if (!storedSet.has(f.key!))
      missing.push({
        courseId: f.courseId,
        courseTitle: f.courseTitle,
        blockId: f.blockId,
        kind: 'block',
        key: f.key!,
      });
  }
  for (const c of covers) {
    referenced.add(c.key!);
    for (const width of IMAGE_WIDTHS) copies.add(imageVariantKey(c.key!, width));
    if (!storedSet.has(c.key!))
      missing.push({
        courseId: c.courseId,
        courseTitle: c.courseTitle,
        blockId: null,
        kind: 'cover',
        key: c.key!,
      });
  }
  // A draft revision's files and cover (with its copies) are referenced too (decision 040), though no reader is
  // served them.
  for (const revision of revisions) {
    for (const key of [...fileKeysOf(revision.sections), revision.coverKey]) if (key) referenced.add(key);
    if (revision.coverKey)
      for (const width of IMAGE_WIDTHS) copies.add(imageVariantKey(revision.coverKey, width));
  }
  const orphanKeys = stored.filter((key) => !referenced.has(key) && !copies.has(key));
  const orphaned = await Promise.all(
    orphanKeys.map(async (key) => ({ key, size: (await ctx.storage.size(key)) ?? 0 })),
  );
  return { missing, orphaned, checked: referenced.size };
}
