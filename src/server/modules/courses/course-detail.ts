import { and, asc, eq } from 'drizzle-orm';
import type { Course, Section } from '../../../contract/courses';
import type { AppLanguage } from '../../../contract/languages';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { courseBlocks, courseSections } from '../../db/schema/courses';
import { notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { COURSE_NOT_FOUND, courseAccess } from './access';
import { getCourseSummary } from './course-summary.read-model';

export async function getCourse(
  ctx: Pick<AppContext, 'db' | 'tokens'>,
  viewer: AuthUser | null,
  id: number,
  language: AppLanguage = 'ar',
): Promise<Course> {
  const summary = await getCourseSummary(ctx.db, id, language);
  const access = await courseAccess(ctx.db, viewer, {
    id,
    createdBy: summary.createdBy,
    status: summary.status,
  });
  if (!access.outline) throw notFound(COURSE_NOT_FOUND);
  // Content readers get file URLs that carry a short-lived grant for them alone.
  const fileUrl =
    access.content && viewer
      ? (blockId: number) =>
          `/api/courses/${id}/files/${blockId}?t=${ctx.tokens.signFile({ userId: viewer.id, courseId: id, blockId })}`
      : null;
  return {
    ...summary,
    sections: await loadSections(ctx.db, id, fileUrl),
    canAccessContent: access.content,
    purchased: access.purchased,
  };
}

async function loadSections(
  db: DbOrTx,
  courseId: number,
  fileUrl: ((blockId: number) => string) | null,
): Promise<Section[]> {
  const withContent = fileUrl !== null;
  const [sectionRows, blockRows] = await Promise.all([
    db
      .select()
      .from(courseSections)
      .where(eq(courseSections.courseId, courseId))
      .orderBy(asc(courseSections.position)),
    db
      .select()
      .from(courseBlocks)
      .where(eq(courseBlocks.courseId, courseId))
      .orderBy(asc(courseBlocks.position)),
  ]);
  return sectionRows.map((s) => ({
    id: s.id,
    title: s.title,
    blocks: blockRows
      .filter((b) => b.sectionId === s.id)
      .map((b) => ({
        id: b.id,
        type: b.type,
        title: b.title,
        content: withContent ? b.content : null,
        fileType: b.fileType,
        fileSize: b.fileSize,
        fileName: b.fileName,
        fileUrl: fileUrl && b.fileKey ? fileUrl(b.id) : null,
        locked: !withContent,
      })),
  }));
}

/** Whether a section belongs to a course (comments may name the section they are about). */
export async function isSectionOf(db: DbOrTx, courseId: number, sectionId: number): Promise<boolean> {
  const [section] = await db
    .select({ id: courseSections.id })
    .from(courseSections)
    .where(and(eq(courseSections.id, sectionId), eq(courseSections.courseId, courseId)));
  return Boolean(section);
}
