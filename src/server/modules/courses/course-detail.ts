import { and, asc, eq } from 'drizzle-orm';
import type { Course, RevisionState, Section } from '../../../contract/courses';
import type { AppLanguage } from '../../../contract/languages';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { courseBlocks, courseRevisions, courseSections } from '../../db/schema/courses';
import { notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { COURSE_NOT_FOUND, courseAccess } from './access';
import { getCourseSummary } from './course-summary.read-model';
import { videoMediaFor, type VideoMedia } from '../media/index';

/**
 * A course as a viewer may read it. Its reads run in one read-only snapshot, so a revision approved meanwhile
 * is seen whole or not at all (never the old title over the new sections).
 */
export async function getCourse(
  ctx: Pick<AppContext, 'db' | 'tokens' | 'config'>,
  viewer: AuthUser | null,
  id: number,
  language: AppLanguage = 'ar',
): Promise<Course> {
  return ctx.db.transaction(
    async (tx) => {
      const summary = await getCourseSummary(tx, id, language);
      const access = await courseAccess(tx, viewer, {
        id,
        createdBy: summary.createdBy,
        status: summary.status,
      });
      if (!access.outline) throw notFound(COURSE_NOT_FOUND);
      // Content readers get file URLs that carry a short-lived grant for them alone.
      const fileUrl =
        access.content && viewer
          ? (blockId: number, name?: string) =>
              `/api/courses/${id}/files/${blockId}${name ? `/media/${name}` : ''}?t=${ctx.tokens.signFile({ userId: viewer.id, courseId: id, blockId })}`
          : null;
      const staff = access.owner || viewer?.role === 'admin';
      return {
        ...summary,
        sections: await loadSections({ db: tx, config: ctx.config }, id, fileUrl),
        canAccessContent: access.content,
        purchased: access.purchased,
        revision: staff ? await revisionState(tx, id) : null,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function revisionState(db: DbOrTx, courseId: number): Promise<RevisionState | null> {
  const [row] = await db
    .select({
      status: courseRevisions.status,
      submittedAt: courseRevisions.submittedAt,
      rejectedAt: courseRevisions.rejectedAt,
    })
    .from(courseRevisions)
    .where(eq(courseRevisions.courseId, courseId));
  if (!row) return null;
  return {
    status: row.status,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    rejectedAt: row.rejectedAt?.toISOString() ?? null,
  };
}

async function loadSections(
  ctx: { db: DbOrTx; config: AppContext['config'] },
  courseId: number,
  fileUrl: ((blockId: number, mediaName?: string) => string) | null,
): Promise<Section[]> {
  const { db } = ctx;
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
  // Video renditions (issue 21): sizes for the data plan, HLS, a poster; `processing` until they exist.
  const media = withContent
    ? await videoMediaFor(
        ctx,
        blockRows.filter((b) => b.type === 'video' && b.fileKey).map((b) => b.fileKey!),
      )
    : new Map<string, VideoMedia>();
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
        ...videoFields(media.get(b.fileKey ?? ''), (name) => fileUrl!(b.id, name)),
      })),
  }));
}

function videoFields(media: VideoMedia | undefined, url: (name: string) => string) {
  if (!media) return {};
  return {
    variants: media.variants.map((v) => ({ height: v.height, size: v.size, url: url(v.name) })),
    hlsUrl: media.hls ? url(media.hls) : null,
    posterUrl: media.poster ? url(media.poster) : null,
    processing: media.processing,
  };
}

/** Whether a section belongs to a course (comments may name the section they are about). */
export async function isSectionOf(db: DbOrTx, courseId: number, sectionId: number): Promise<boolean> {
  const [section] = await db
    .select({ id: courseSections.id })
    .from(courseSections)
    .where(and(eq(courseSections.id, sectionId), eq(courseSections.courseId, courseId)));
  return Boolean(section);
}
