import { asc, eq, sql } from 'drizzle-orm';
import type { CourseRevision } from '../../../contract/course-revisions';
import type { CourseInput } from '../../../contract/courses';
import { BLOCK_FILE_MAX_BYTES } from '../../../contract/courses';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import {
  courseBlocks,
  courseRevisions,
  courseReviews,
  courses,
  courseSections,
  type RevisionBlock,
  type RevisionSection,
} from '../../db/schema/courses';
import { badRequest, conflict, forbidden, notFound, payloadTooLarge } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { deleteImageWithVariants, saveImageWithVariants } from '../../plugins/image-variants';
import { assertCanEdit, COURSE_NOT_FOUND, getCourseRow, type CourseRow } from './access';
import { BLOCK_MIMES, planBlocks, type ExistingFile, type UploadedFile } from './block-plan';
import { PATH_IS_ADMINS } from './review';
import { revisionView } from './revision-view';

export type RevisionRow = typeof courseRevisions.$inferSelect;

export const REVISION_NOT_FOUND = 'This course has no revision';
const COVER_FOLDER = 'covers';

/** The published outline of a course, with its file keys, in the revision's shape. */
export async function publishedOutline(db: DbOrTx, courseId: number): Promise<RevisionSection[]> {
  const [sectionRows, blockRows] = await Promise.all([
    db
      .select()
      .from(courseSections)
      .where(eq(courseSections.courseId, courseId))
      .orderBy(asc(courseSections.position), asc(courseSections.id)),
    db
      .select()
      .from(courseBlocks)
      .where(eq(courseBlocks.courseId, courseId))
      .orderBy(asc(courseBlocks.position), asc(courseBlocks.id)),
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
        content: b.content,
        fileKey: b.fileKey,
        fileType: b.fileType,
        fileSize: b.fileSize,
        fileName: b.fileName,
      })),
  }));
}

export const fileKeysOf = (sections: RevisionSection[]) =>
  new Set(sections.flatMap((s) => s.blocks.map((b) => b.fileKey)).filter((k): k is string => Boolean(k)));

/**
 * Ids for new sections or blocks of a revision, taken from the published table's own sequence now, so the
 * rows approval inserts keep the ids the draft (and its uploads) used.
 */
async function reserveIds(tx: DbOrTx, table: 'course_sections' | 'course_blocks', n: number) {
  if (n === 0) return [];
  const result = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n})`,
  );
  return result.rows.map((r) => Number(r.id));
}

export async function findRevision(db: DbOrTx, courseId: number, lock = false): Promise<RevisionRow | null> {
  const query = db.select().from(courseRevisions).where(eq(courseRevisions.courseId, courseId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The course's revision, opened as a copy of the published version when there is none (inside `tx`). */
async function openRevision(tx: DbOrTx, course: CourseRow): Promise<RevisionRow> {
  const existing = await findRevision(tx, course.id, true);
  if (existing) return existing;
  const [row] = await tx
    .insert(courseRevisions)
    .values({
      courseId: course.id,
      title: course.title,
      description: course.description,
      sections: await publishedOutline(tx, course.id),
    })
    .onConflictDoNothing({ target: courseRevisions.courseId })
    .returning();
  // Another request opened it a moment before: use theirs.
  return row ?? (await findRevision(tx, course.id, true))!;
}

/** An approved course's content is changed through its revision; anything else is edited in place. */
export const editsThroughRevision = (course: Pick<CourseRow, 'status'>) => course.status === 'approved';

/**
 * Who may read a revision (and a course's review history): the course's professor and admins; anyone else
 * learns nothing of it (404). With `revision: false` only the course must exist.
 */
export async function assertRevisionReader(
  db: DbOrTx,
  viewer: AuthUser | null,
  courseId: number,
  options: { revision: boolean } = { revision: true },
) {
  const course = await getCourseRow(db, courseId);
  if (!viewer || (viewer.role !== 'admin' && viewer.id !== course.createdBy))
    throw notFound(COURSE_NOT_FOUND);
  const revision = options.revision ? await findRevision(db, courseId) : null;
  if (options.revision && !revision) throw notFound(REVISION_NOT_FOUND);
  return { course, revision: revision! };
}

/** A draft revision's block file, for the professor and admins. */
export async function getRevisionFile(
  db: DbOrTx,
  viewer: AuthUser | null,
  courseId: number,
  blockId: number,
) {
  const { revision } = await assertRevisionReader(db, viewer, courseId);
  const block = revision.sections.flatMap((s) => s.blocks).find((b) => b.id === blockId);
  if (!block?.fileKey) throw notFound('File not found');
  return { fileKey: block.fileKey, fileName: block.fileName, fileType: block.fileType };
}

export async function getRevision(
  ctx: Pick<AppContext, 'db' | 'tokens' | 'storage'>,
  viewer: AuthUser,
  courseId: number,
): Promise<CourseRevision> {
  const { course, revision } = await assertRevisionReader(ctx.db, viewer, courseId);
  return revisionView(ctx, viewer, course, revision, await publishedOutline(ctx.db, courseId));
}

/** Files only the revision holds (not the published version): they go when the revision lets go of them. */
function revisionOnly(keys: Iterable<string | null>, published: Set<string>) {
  return [...keys].filter((k): k is string => Boolean(k) && !published.has(k!));
}

/**
 * Writes a professor's edit of an approved course into its draft revision; the published course is left as it
 * is. Prices and catalogue paths stay the admins' (a different one is refused). A submitted revision that is
 * edited goes back to draft: what an admin approves is what they read.
 */
export async function saveRevision(
  ctx: AppContext,
  actor: AuthUser,
  course: CourseRow,
  input: CourseInput,
  uploads: Map<string, UploadedFile>,
): Promise<CourseRevision> {
  const differs = (given: number | null | undefined, current: number | null) =>
    given !== undefined && given !== current;
  if (
    differs(input.price, course.price) ||
    differs(input.material_id, course.materialId) ||
    differs(input.language_level_id, course.languageLevelId)
  ) {
    throw forbidden(PATH_IS_ADMINS);
  }
  const dropped = await ctx.db.transaction(async (tx) => {
    const revision = await openRevision(tx, course);
    const draftBlocks = new Map(revision.sections.flatMap((s) => s.blocks.map((b) => [b.id, b] as const)));
    const draftSectionIds = new Set(revision.sections.map((s) => s.id));
    const existing = new Map<number, ExistingFile>(
      [...draftBlocks.values()].map((b) => [b.id, { ...b, fileKey: b.fileKey ?? '' }]),
    );
    input.sections.forEach((section, si) => {
      if (section.id !== undefined && !draftSectionIds.has(section.id))
        throw badRequest(`sections.${si}.id: not a section of this course`);
      section.blocks.forEach((block, bi) => {
        if (block.id !== undefined && !draftBlocks.has(block.id))
          throw badRequest(`sections.${si}.blocks.${bi}.id: not a block of this course`);
      });
    });
    const seenSections = new Set<number>();
    for (const [si, section] of input.sections.entries()) {
      if (section.id === undefined) continue;
      if (seenSections.has(section.id))
        throw badRequest(`sections.${si}.id: section ${section.id} appears twice`);
      seenSections.add(section.id);
    }
    const planned = planBlocks(input, uploads, existing);
    const newSectionIds = await reserveIds(tx, 'course_sections', input.sections.filter((s) => !s.id).length);
    const newBlockIds = await reserveIds(
      tx,
      'course_blocks',
      input.sections.flatMap((s) => s.blocks).filter((b) => !b.id).length,
    );
    const sections: RevisionSection[] = planned.sections.map((section, si) => {
      const given = input.sections[si]!;
      return {
        id: given.id ?? newSectionIds.shift()!,
        title: section.title,
        blocks: section.blocks.map((block, bi) => ({
          id: given.blocks[bi]!.id ?? newBlockIds.shift()!,
          type: block.type,
          title: block.title,
          content: block.content,
          fileKey: block.fileKey,
          fileType: block.fileType,
          fileSize: block.fileSize,
          fileName: block.fileName,
        })),
      };
    });
    await tx
      .update(courseRevisions)
      .set({
        title: input.title,
        description: input.description,
        sections,
        status: revision.status === 'pending' ? 'draft' : revision.status,
        updatedAt: new Date(),
      })
      .where(eq(courseRevisions.id, revision.id));
    const published = fileKeysOf(await publishedOutline(tx, course.id));
    const kept = fileKeysOf(sections);
    return revisionOnly(
      [...draftBlocks.values()].map((b) => b.fileKey).filter((k) => !kept.has(k ?? '')),
      published,
    );
  });
  await Promise.all(dropped.map((key) => ctx.storage.delete(key)));
  return getRevision(ctx, actor, course.id);
}

/** A block's file replaced in the draft (the per-block upload); the published file stays until approval. */
export async function attachRevisionFile(
  ctx: AppContext,
  actor: AuthUser,
  course: CourseRow,
  blockId: number,
  upload: UploadedFile,
): Promise<CourseRevision> {
  const replaced = await ctx.db.transaction(async (tx) => {
    const revision = await openRevision(tx, course);
    const block = revision.sections.flatMap((s) => s.blocks).find((b) => b.id === blockId);
    if (!block) throw notFound('Block not found');
    if (block.type === 'text') throw badRequest('file: a text block carries no file');
    if (!BLOCK_MIMES[block.type].includes(upload.mime)) {
      throw badRequest(`file: a ${block.type} block does not accept this file type`);
    }
    if (upload.size > BLOCK_FILE_MAX_BYTES[block.type]) throw payloadTooLarge();
    const previous = block.fileKey;
    const sections = revision.sections.map((s) => ({
      ...s,
      blocks: s.blocks.map((b): RevisionBlock =>
        b.id === blockId
          ? {
              ...b,
              fileKey: upload.key,
              fileType: upload.mime,
              fileSize: upload.size,
              fileName: upload.originalName,
            }
          : b,
      ),
    }));
    await tx
      .update(courseRevisions)
      .set({
        sections,
        status: revision.status === 'pending' ? 'draft' : revision.status,
        updatedAt: new Date(),
      })
      .where(eq(courseRevisions.id, revision.id));
    return revisionOnly([previous], fileKeysOf(await publishedOutline(tx, course.id)));
  });
  await Promise.all(replaced.map((key) => ctx.storage.delete(key)));
  return getRevision(ctx, actor, course.id);
}

/** A new cover for the revision; the published cover stays until approval. */
export async function setRevisionCover(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  course: CourseRow,
  data: Buffer,
): Promise<string> {
  // The original and its WebP copies, as a published cover has (issue 21).
  const saved = await saveImageWithVariants(ctx.storage, {
    folder: COVER_FOLDER,
    data,
    maxBytes: 5 * 1024 * 1024,
  });
  try {
    const previous = await ctx.db.transaction(async (tx) => {
      const revision = await openRevision(tx, course);
      await tx
        .update(courseRevisions)
        .set({
          coverKey: saved.key,
          status: revision.status === 'pending' ? 'draft' : revision.status,
          updatedAt: new Date(),
        })
        .where(eq(courseRevisions.id, revision.id));
      return revision.coverKey;
    });
    if (previous) await deleteImageWithVariants(ctx.storage, previous);
  } catch (error) {
    await deleteImageWithVariants(ctx.storage, saved.key);
    throw error;
  }
  return ctx.storage.publicUrl(saved.key);
}

/** Sends the draft to the admins' queue, with the professor's note (a reply to a rejection, say). */
export async function submitRevision(
  ctx: AppContext,
  actor: AuthUser,
  courseId: number,
  note: string | undefined,
): Promise<CourseRevision> {
  await assertCanEdit(ctx.db, actor, courseId, 'content');
  // Nothing to review: refused rather than make an admin open an empty diff.
  const draft = await getRevision(ctx, actor, courseId);
  if (draft.diff.changes === 0) throw conflict('This revision changes nothing yet');
  await ctx.db.transaction(async (tx) => {
    const revision = await findRevision(tx, courseId, true);
    if (!revision) throw notFound(REVISION_NOT_FOUND);
    if (revision.status === 'pending') throw conflict('This revision is already waiting for review');
    const now = new Date();
    await tx
      .update(courseRevisions)
      .set({ status: 'pending', submittedAt: now, note: note?.trim() || null, updatedAt: now })
      .where(eq(courseRevisions.id, revision.id));
    await tx.insert(courseReviews).values({
      courseId,
      kind: 'revision',
      action: 'submitted',
      actorId: actor.id,
      comment: note?.trim() || null,
    });
  });
  return getRevision(ctx, actor, courseId);
}

/** Drops the draft; only the files it alone held are removed, the published ones are untouched. */
export async function discardRevision(ctx: AppContext, actor: AuthUser, courseId: number) {
  await assertCanEdit(ctx.db, actor, courseId, 'content');
  const dropped = await ctx.db.transaction(async (tx) => {
    const revision = await findRevision(tx, courseId, true);
    if (!revision) throw notFound(REVISION_NOT_FOUND);
    await tx.delete(courseRevisions).where(eq(courseRevisions.id, revision.id));
    const published = fileKeysOf(await publishedOutline(tx, courseId));
    const [course] = await tx
      .select({ coverKey: courses.coverKey })
      .from(courses)
      .where(eq(courses.id, courseId));
    const keys = revisionOnly(fileKeysOf(revision.sections), published);
    const cover = revision.coverKey && revision.coverKey !== course?.coverKey ? revision.coverKey : null;
    return { keys, cover };
  });
  await Promise.all([
    ...dropped.keys.map((key) => ctx.storage.delete(key)),
    ...(dropped.cover ? [deleteImageWithVariants(ctx.storage, dropped.cover)] : []),
  ]);
}
