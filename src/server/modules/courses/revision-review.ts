import { eq, inArray, and, notInArray } from 'drizzle-orm';
import type { CourseRevision, RejectionReasonCode } from '../../../contract/course-revisions';
import type { CourseSummary } from '../../../contract/courses';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import {
  courseBlocks,
  courseRevisions,
  courseReviews,
  courses,
  courseSections,
} from '../../db/schema/courses';
import { conflict, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { transactionWithEvents } from '../../plugins/events';
import { deleteImageWithVariants } from '../../plugins/image-variants';
import { noMail, notify, type MailDelivery } from '../notifications/index';
import { getCourseRow } from './access';
import { getCourseSummary } from './course-summary.read-model';
import { approvedText, rejectedText } from './review-texts';
import { fileKeysOf, findRevision, getRevision, publishedOutline, REVISION_NOT_FOUND } from './revisions';
import { refreshCourseSearch } from './search-index';

type ReviewCtx = Pick<AppContext, 'db' | 'storage' | 'tokens' | 'events' | 'mailer' | 'config'>;

const NOT_WAITING = 'This revision is not waiting for review';

export async function recordReview(
  tx: DbOrTx,
  entry: {
    courseId: number;
    kind: 'course' | 'revision';
    action: 'submitted' | 'approved' | 'rejected';
    actorId: number;
    reasons?: RejectionReasonCode[];
    comment?: string | null;
  },
) {
  await tx
    .insert(courseReviews)
    .values({ ...entry, reasons: entry.reasons ?? [], comment: entry.comment ?? null });
}

/**
 * Puts an approved revision in place of the published version, in one transaction: the course row, its
 * sections and blocks (kept ids updated, new ones inserted with the ids the draft reserved, removed ones
 * deleted). Readers see all of the old version or all of the new. Files the new version no longer holds are
 * removed only after the commit.
 */
export async function approveRevision(
  ctx: ReviewCtx,
  admin: AuthUser,
  courseId: number,
): Promise<{ course: CourseSummary; mail: MailDelivery }> {
  const { oldKeys, oldCover, mail } = await transactionWithEvents(ctx, async (tx, emit) => {
    const revision = await findRevision(tx, courseId, true);
    if (!revision) throw notFound(REVISION_NOT_FOUND);
    if (revision.status !== 'pending') throw conflict(NOT_WAITING);
    const [current] = await tx.select().from(courses).where(eq(courses.id, courseId)).for('update');
    if (!current) throw notFound(REVISION_NOT_FOUND);
    const published = await publishedOutline(tx, courseId);
    const publishedSections = new Set(published.map((s) => s.id));
    const publishedBlocks = new Set(published.flatMap((s) => s.blocks.map((b) => b.id)));
    const keptSections = revision.sections.map((s) => s.id);
    const keptBlocks = revision.sections.flatMap((s) => s.blocks.map((b) => b.id));

    // Removed blocks go first: their file keys are unique and a kept block may not need them, but order is cheap.
    await tx
      .delete(courseBlocks)
      .where(
        keptBlocks.length > 0
          ? and(eq(courseBlocks.courseId, courseId), notInArray(courseBlocks.id, keptBlocks))
          : eq(courseBlocks.courseId, courseId),
      );
    for (const [position, section] of revision.sections.entries()) {
      if (publishedSections.has(section.id)) {
        await tx
          .update(courseSections)
          .set({ title: section.title, position })
          .where(eq(courseSections.id, section.id));
      } else {
        await tx
          .insert(courseSections)
          .overridingSystemValue()
          .values({ id: section.id, courseId, title: section.title, position });
      }
    }
    for (const section of revision.sections) {
      for (const [position, block] of section.blocks.entries()) {
        const values = {
          sectionId: section.id,
          position,
          type: block.type,
          title: block.title,
          content: block.content,
          fileKey: block.fileKey,
          fileType: block.fileType,
          fileSize: block.fileSize,
          fileName: block.fileName,
        };
        if (publishedBlocks.has(block.id)) {
          await tx.update(courseBlocks).set(values).where(eq(courseBlocks.id, block.id));
        } else {
          await tx
            .insert(courseBlocks)
            .overridingSystemValue()
            .values({ id: block.id, courseId, ...values });
        }
      }
    }
    const removedSections = [...publishedSections].filter((id) => !keptSections.includes(id));
    if (removedSections.length > 0)
      await tx.delete(courseSections).where(inArray(courseSections.id, removedSections));
    const now = new Date();
    await tx
      .update(courses)
      .set({
        title: revision.title,
        description: revision.description,
        coverKey: revision.coverKey ?? current.coverKey,
        reviewedBy: admin.id,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(eq(courses.id, courseId));
    await refreshCourseSearch(tx, courseId);
    await tx.delete(courseRevisions).where(eq(courseRevisions.id, revision.id));
    await recordReview(tx, { courseId, kind: 'revision', action: 'approved', actorId: admin.id });
    const mail = await notify(ctx, tx, {
      userIds: [current.createdBy],
      type: 'course_approved',
      link: `/professor/courses/${courseId}`,
      text: approvedText(revision.title, true),
    });
    emit({ type: 'course.changed', courseId });
    const stillHeld = fileKeysOf(revision.sections);
    const oldKeys = [...fileKeysOf(published)].filter((key) => !stillHeld.has(key));
    const oldCover =
      revision.coverKey && current.coverKey && revision.coverKey !== current.coverKey
        ? current.coverKey
        : null;
    return { oldKeys, oldCover, mail };
  });
  await Promise.all([
    ...oldKeys.map((key) => ctx.storage.delete(key)),
    // A replaced cover goes with its WebP copies (issue 21).
    ...(oldCover ? [deleteImageWithVariants(ctx.storage, oldCover)] : []),
  ]);
  return { course: await getCourseSummary(ctx.db, courseId), mail };
}

/** Sends a revision back with the checklist and a comment; the published version stays on sale untouched. */
export async function rejectRevision(
  ctx: ReviewCtx,
  admin: AuthUser,
  courseId: number,
  input: { reason: string; reasons: RejectionReasonCode[] },
): Promise<{ revision: CourseRevision; mail: MailDelivery }> {
  const course = await getCourseRow(ctx.db, courseId);
  const mail = await ctx.db.transaction(async (tx) => {
    const revision = await findRevision(tx, courseId, true);
    if (!revision) throw notFound(REVISION_NOT_FOUND);
    if (revision.status !== 'pending') throw conflict(NOT_WAITING);
    const now = new Date();
    await tx
      .update(courseRevisions)
      .set({
        status: 'rejected',
        reviewedBy: admin.id,
        rejectedAt: now,
        rejectionReasons: input.reasons,
        rejectionComment: input.reason,
        updatedAt: now,
      })
      .where(eq(courseRevisions.id, revision.id));
    await recordReview(tx, {
      courseId,
      kind: 'revision',
      action: 'rejected',
      actorId: admin.id,
      reasons: input.reasons,
      comment: input.reason,
    });
    return notify(ctx, tx, {
      userIds: [course.createdBy],
      type: 'course_rejected',
      link: `/professor/courses/${courseId}`,
      text: rejectedText(revision.title, true, input.reason),
    });
  });
  return { revision: await getRevision(ctx, admin, courseId), mail };
}

/**
 * Records an admin's decision on a new course (approval, by itself or by placing it on a path; rejection) and
 * tells its professor. Only a real change of state counts: re-placing an approved course tells nobody.
 */
export async function announceCourseDecision(
  ctx: ReviewCtx,
  admin: AuthUser,
  before: { status: string },
  after: CourseSummary,
  input?: { reason: string; reasons: RejectionReasonCode[] },
): Promise<MailDelivery> {
  const decision = after.status === 'approved' ? 'approved' : after.status === 'rejected' ? 'rejected' : null;
  if (!decision || (decision === 'approved' && before.status === 'approved')) return noMail;
  const mail = await ctx.db.transaction(async (tx) => {
    await recordReview(tx, {
      courseId: after.id,
      kind: 'course',
      action: decision,
      actorId: admin.id,
      reasons: input?.reasons,
      comment: input?.reason ?? null,
    });
    return notify(ctx, tx, {
      userIds: [after.createdBy],
      type: decision === 'approved' ? 'course_approved' : 'course_rejected',
      link: `/professor/courses/${after.id}`,
      text:
        decision === 'approved'
          ? approvedText(after.title, false)
          : rejectedText(after.title, false, input?.reason ?? ''),
    });
  });
  // What the catalogue and the course page show changed (a course entered the catalogue).
  if (decision === 'approved') ctx.events.publish({ type: 'course.changed', courseId: after.id });
  return mail;
}

/** Runs an admin's review action on a course (approve, reject, place on a path) and announces its outcome. */
export async function decideCourse(
  ctx: ReviewCtx,
  admin: AuthUser,
  courseId: number,
  work: () => Promise<CourseSummary>,
  rejection?: { reason: string; reasons: RejectionReasonCode[] },
): Promise<{ course: CourseSummary; mail: MailDelivery }> {
  const before = await getCourseRow(ctx.db, courseId);
  const course = await work();
  return { course, mail: await announceCourseDecision(ctx, admin, before, course, rejection) };
}
