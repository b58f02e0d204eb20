import { eq, isNotNull } from 'drizzle-orm';
import type { ScanFilesReport } from '../../../contract/courses';
import type { AppContext } from '../../context';
import { courseBlocks, courses } from '../../db/schema/courses';
import { COURSE_FOLDER, COVER_FOLDER } from './authoring';

/** Files referenced by courses but missing from storage, and stored course files nothing references. */
export async function scanFiles(ctx: AppContext): Promise<ScanFilesReport> {
  const [blockFiles, covers] = await Promise.all([
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
  ]);
  const stored = [...(await ctx.storage.list(COURSE_FOLDER)), ...(await ctx.storage.list(COVER_FOLDER))];
  const storedSet = new Set(stored);
  const referenced = new Set<string>();
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
    if (!storedSet.has(c.key!))
      missing.push({
        courseId: c.courseId,
        courseTitle: c.courseTitle,
        blockId: null,
        kind: 'cover',
        key: c.key!,
      });
  }
  const orphanKeys = stored.filter((key) => !referenced.has(key));
  const orphaned = await Promise.all(
    orphanKeys.map(async (key) => ({ key, size: (await ctx.storage.size(key)) ?? 0 })),
  );
  return { missing, orphaned, checked: referenced.size };
}
