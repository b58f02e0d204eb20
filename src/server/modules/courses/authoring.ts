import { and, eq, isNotNull } from 'drizzle-orm';
import type { CourseRevision } from '../../../contract/course-revisions';
import type { Course, CourseInput } from '../../../contract/courses';
import { BLOCK_FILE_MAX_BYTES } from '../../../contract/courses';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { courseBlocks, courses, courseSections } from '../../db/schema/courses';
import { badRequest, conflict, notFound, payloadTooLarge } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { deleteImageWithVariants, saveImageWithVariants } from '../../plugins/image-variants';
import { lockCourseBuyers, removeCourseEnrollments } from '../enrollments/index';
import { refundCourseBuyers } from '../points/index';
import { getLanguageLevel, getMaterial } from '../structure/index';
import { assertCanEdit } from './access';
import { BLOCK_MIMES, planBlocks, type ExistingFile, type UploadedFile } from './block-plan';
import { getCourse } from './course-detail';
import { recordReview } from './revision-review';
import {
  attachRevisionFile,
  editsThroughRevision,
  fileKeysOf,
  findRevision,
  saveRevision,
  setRevisionCover,
} from './revisions';
import { refreshCourseSearch } from './search-index';

export const COURSE_FOLDER = 'courses';
export const COVER_FOLDER = 'covers';

async function assertPathExists(db: DbOrTx, input: Pick<CourseInput, 'material_id' | 'language_level_id'>) {
  if (input.material_id != null && input.language_level_id != null) {
    throw badRequest('material_id: choose a material or a language level, not both');
  }
  if (input.material_id != null) await getMaterial(db, input.material_id);
  if (input.language_level_id != null) await getLanguageLevel(db, input.language_level_id);
}

async function insertSections(
  tx: DbOrTx,
  courseId: number,
  planned: ReturnType<typeof planBlocks>['sections'],
) {
  if (planned.length === 0) return;
  const inserted = await tx
    .insert(courseSections)
    .values(planned.map((s) => ({ courseId, title: s.title, position: s.position })))
    .returning({ id: courseSections.id, position: courseSections.position });
  const idByPosition = new Map(inserted.map((s) => [s.position, s.id]));
  const blockRows = planned.flatMap((s) =>
    s.blocks.map((b) => ({ ...b, courseId, sectionId: idByPosition.get(s.position)! })),
  );
  if (blockRows.length > 0) await tx.insert(courseBlocks).values(blockRows);
}

/** Writes a new course, pending review, with its sections, blocks and already stored files; returns its id. */
export async function submitCourse(
  db: Db,
  professor: AuthUser,
  input: CourseInput,
  uploads: Map<string, UploadedFile>,
): Promise<number> {
  await assertPathExists(db, input);
  const { sections } = planBlocks(input, uploads, new Map());
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(courses)
      .values({
        title: input.title,
        description: input.description,
        createdBy: professor.id,
        price: input.price ?? null,
        materialId: input.material_id ?? null,
        languageLevelId: input.language_level_id ?? null,
      })
      .returning({ id: courses.id });
    await insertSections(tx, row!.id, sections);
    await refreshCourseSearch(tx, row!.id);
    await recordReview(tx, { courseId: row!.id, kind: 'course', action: 'submitted', actorId: professor.id });
    return row!.id;
  });
}

export async function createCourse(
  ctx: AppContext,
  professor: AuthUser,
  input: CourseInput,
  uploads: Map<string, UploadedFile>,
): Promise<Course> {
  return getCourse(ctx, professor, await submitCourse(ctx.db, professor, input, uploads));
}

/**
 * Changes a course's content. Only its professor edits. An approved course stays on sale as it is: the edit
 * goes to its draft revision (decision 040), which is returned. A course never approved (pending or rejected)
 * is replaced in place and goes (back) to review; files no block keeps are removed after the commit.
 */
export async function updateCourse(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
  input: CourseInput,
  uploads: Map<string, UploadedFile>,
): Promise<Course | CourseRevision> {
  const row = await assertCanEdit(ctx.db, actor, id, 'content');
  if (editsThroughRevision(row)) return saveRevision(ctx, actor, row, input, uploads);
  await assertPathExists(ctx.db, input);
  const previous = await ctx.db.select().from(courseBlocks).where(eq(courseBlocks.courseId, id));
  const existing = new Map<number, ExistingFile>(
    previous.map((b) => [b.id, { ...b, fileKey: b.fileKey ?? '' }]),
  );
  const { sections, kept } = planBlocks(input, uploads, existing);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(courseSections).where(eq(courseSections.courseId, id));
    await tx
      .update(courses)
      .set({
        title: input.title,
        description: input.description,
        price: input.price === undefined ? row.price : input.price,
        materialId: input.material_id === undefined ? row.materialId : input.material_id,
        languageLevelId:
          input.language_level_id === undefined ? row.languageLevelId : input.language_level_id,
        status: 'pending',
        rejectionReason: null,
        rejectedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(courses.id, id));
    await insertSections(tx, id, sections);
    await refreshCourseSearch(tx, id);
    if (row.status === 'rejected') {
      await recordReview(tx, { courseId: id, kind: 'course', action: 'submitted', actorId: actor.id });
    }
  });
  const dropped = previous.map((b) => b.fileKey).filter((k): k is string => Boolean(k) && !kept.has(k!));
  await Promise.all(dropped.map((key) => ctx.storage.delete(key)));
  return getCourse(ctx, actor, id);
}

/** Stores a block's file after submission ("uploaded with it or later"). */
export async function attachBlockFile(
  ctx: AppContext,
  actor: AuthUser,
  courseId: number,
  blockId: number,
  upload: UploadedFile,
): Promise<Course | CourseRevision> {
  const course = await assertCanEdit(ctx.db, actor, courseId, 'content');
  if (editsThroughRevision(course)) return attachRevisionFile(ctx, actor, course, blockId, upload);
  const [blockRow] = await ctx.db
    .select()
    .from(courseBlocks)
    .where(and(eq(courseBlocks.id, blockId), eq(courseBlocks.courseId, courseId)));
  if (!blockRow) throw notFound('Block not found');
  if (blockRow.type === 'text') throw badRequest('file: a text block carries no file');
  if (!BLOCK_MIMES[blockRow.type].includes(upload.mime)) {
    throw badRequest(`file: a ${blockRow.type} block does not accept this file type`);
  }
  if (upload.size > BLOCK_FILE_MAX_BYTES[blockRow.type]) throw payloadTooLarge();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(courseBlocks)
      .set({
        fileKey: upload.key,
        fileType: upload.mime,
        fileSize: upload.size,
        fileName: upload.originalName,
      })
      .where(eq(courseBlocks.id, blockId));
    await tx
      .update(courses)
      .set({ status: 'pending', updatedAt: new Date() })
      .where(eq(courses.id, courseId));
  });
  if (blockRow.fileKey) await ctx.storage.delete(blockRow.fileKey);
  return getCourse(ctx, actor, courseId);
}

/**
 * Deletes a course and its files. A professor deletes only their own course and only while nobody bought it.
 * A course with buyers is never deleted outright: an admin's deletion refunds every buyer first, in the same
 * transaction as the deletion.
 */
export async function deleteCourse(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
): Promise<{ refunded: number }> {
  const row = await assertCanEdit(ctx.db, actor, id, 'deletion');
  const files = await ctx.db
    .select({ key: courseBlocks.fileKey })
    .from(courseBlocks)
    .where(and(eq(courseBlocks.courseId, id), isNotNull(courseBlocks.fileKey)));
  // The draft revision's own files and cover go with the course.
  const revision = await findRevision(ctx.db, id);
  const revisionKeys = revision
    ? [...fileKeysOf(revision.sections), ...(revision.coverKey ? [revision.coverKey] : [])]
    : [];
  const refunded = await ctx.db.transaction(async (tx) => {
    const buyers = await lockCourseBuyers(tx, id);
    if (buyers.length > 0) {
      if (actor.role !== 'admin') throw conflict('This course has buyers and cannot be deleted');
      await refundCourseBuyers(tx, row, buyers, actor.id);
      await removeCourseEnrollments(tx, id);
    }
    try {
      await tx.delete(courses).where(eq(courses.id, id));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw conflict('This course has buyers and cannot be deleted');
      throw error;
    }
    return buyers.length;
  });
  // The course's files and its draft revision's; the cover with its WebP copies (issue 21).
  const keys = [...new Set([...files.map((f) => f.key!), ...revisionKeys])].filter(
    (key) => key !== row.coverKey,
  );
  await Promise.all(keys.map((key) => ctx.storage.delete(key)));
  if (row.coverKey) await deleteImageWithVariants(ctx.storage, row.coverKey);
  return { refunded };
}

/**
 * A new cover. The professor's cover for an approved course goes to its revision like any other change; an
 * admin's, or one for a course not yet approved, replaces it at once.
 */
export async function setCover(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  actor: AuthUser,
  id: number,
  data: Buffer,
): Promise<string> {
  const row = await assertCanEdit(ctx.db, actor, id, 'settings');
  if (actor.role !== 'admin' && editsThroughRevision(row)) return setRevisionCover(ctx, row, data);
  // The original and its WebP copies at 320, 640 and 1280 px (issue 21).
  const saved = await saveImageWithVariants(ctx.storage, {
    folder: COVER_FOLDER,
    data,
    maxBytes: 5 * 1024 * 1024,
  });
  await ctx.db.update(courses).set({ coverKey: saved.key, updatedAt: new Date() }).where(eq(courses.id, id));
  if (row.coverKey) await deleteImageWithVariants(ctx.storage, row.coverKey);
  return ctx.storage.publicUrl(saved.key);
}
