import type { CourseRevision, RejectionReasonCode } from '../../../contract/course-revisions';
import type { Section } from '../../../contract/courses';
import type { AppContext } from '../../context';
import type { courseRevisions, RevisionSection } from '../../db/schema/courses';
import type { AuthUser } from '../../plugins/access';
import type { CourseRow } from './access';
import { diffCourse } from './revision-diff';

/** The revision as its professor and the reviewing admin read it, with the diff against the published course. */
export function revisionView(
  ctx: Pick<AppContext, 'tokens' | 'storage'>,
  viewer: AuthUser,
  course: CourseRow,
  revision: typeof courseRevisions.$inferSelect,
  published: RevisionSection[],
): CourseRevision {
  const grant = (blockId: number) => ctx.tokens.signFile({ userId: viewer.id, courseId: course.id, blockId });
  const revisionFileUrl = (blockId: number) =>
    `/api/courses/${course.id}/revision/files/${blockId}?t=${grant(blockId)}`;
  const publishedFileUrl = (blockId: number) =>
    `/api/courses/${course.id}/files/${blockId}?t=${grant(blockId)}`;
  const publishedCover = course.coverKey ? ctx.storage.publicUrl(course.coverKey) : null;
  const revisionCover = revision.coverKey ? ctx.storage.publicUrl(revision.coverKey) : publishedCover;
  const sections: Section[] = revision.sections.map((s) => ({
    id: s.id,
    title: s.title,
    blocks: s.blocks.map((b) => ({
      id: b.id,
      type: b.type,
      title: b.title,
      content: b.content,
      fileType: b.fileType,
      fileSize: b.fileSize,
      fileName: b.fileName,
      fileUrl: b.fileKey ? revisionFileUrl(b.id) : null,
      locked: false,
    })),
  }));
  return {
    kind: 'revision',
    courseId: course.id,
    status: revision.status,
    title: revision.title,
    description: revision.description,
    cover_url: revisionCover,
    sections,
    note: revision.note,
    submittedAt: revision.submittedAt?.toISOString() ?? null,
    rejectedAt: revision.rejectedAt?.toISOString() ?? null,
    rejectionReasons: revision.rejectionReasons as RejectionReasonCode[],
    rejectionComment: revision.rejectionComment,
    createdAt: revision.createdAt.toISOString(),
    updatedAt: revision.updatedAt.toISOString(),
    diff: diffCourse(
      { title: course.title, description: course.description, coverUrl: publishedCover, sections: published },
      {
        title: revision.title,
        description: revision.description,
        coverUrl: revisionCover,
        sections: revision.sections,
      },
      (side, blockId) => (side === 'published' ? publishedFileUrl(blockId) : revisionFileUrl(blockId)),
    ),
  };
}
