import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type {
  BlockInput,
  Course,
  CourseInput,
  CourseList,
  CourseSummary,
  ListCoursesQuery,
  MaterialOption,
  ScanFilesReport,
  Section,
} from '../../../contract/courses';
import { BLOCK_FILE_MAX_BYTES, BLOCK_FILE_TYPES } from '../../../contract/courses';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import {
  courseBlocks,
  courseEnrollments,
  courses,
  courseSections,
  languageCoursePrices,
} from '../../db/schema/courses';
import { languageLevels, languages, levels, materials, specialities, years } from '../../db/schema/structure';
import { users } from '../../db/schema/users';
import { badRequest, conflict, forbidden, notFound, payloadTooLarge } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { IMAGE_MIMES, saveUpload, type FileMime, type SavedFile } from '../../plugins/storage';
import { refundCourseBuyers } from '../points/ledger';
import { createMaterial, getLanguageLevel, getMaterial } from '../structure/service';

export const COURSE_NOT_FOUND = 'Course not found';
export const COURSE_FOLDER = 'courses';
export const COVER_FOLDER = 'covers';

/** Which file types a block of each type accepts (the contract's list, checked against what storage knows). */
export const BLOCK_MIMES: Record<Exclude<BlockInput['type'], 'text'>, readonly FileMime[]> = BLOCK_FILE_TYPES;
export const ALL_COURSE_MIMES: readonly FileMime[] = [...new Set(Object.values(BLOCK_MIMES).flat())];

/** A file received with a submission, keyed by the multipart part name that carried it. */
export interface UploadedFile extends SavedFile {
  originalName: string;
}

type CourseRow = typeof courses.$inferSelect;

// ── Reading ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * Course summaries for any number of courses in six small queries whatever their count: the courses with their
 * professor and counts, then the material paths, language paths and language prices of those courses.
 * (One eight-way join costs PGlite ~20 ms of planning per call; small queries plan in well under 1 ms.)
 */
function courseSelect(db: DbOrTx) {
  return db
    .select({ course: courses, professorName: users.name })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.createdBy));
}
type CourseWithProfessor = Awaited<ReturnType<typeof courseSelect>>[number];

async function toSummaries(db: DbOrTx, rows: CourseWithProfessor[]): Promise<CourseSummary[]> {
  const materialIds = [
    ...new Set(rows.map((r) => r.course.materialId).filter((id): id is number => id !== null)),
  ];
  const levelIds = [
    ...new Set(rows.map((r) => r.course.languageLevelId).filter((id): id is number => id !== null)),
  ];
  const languageCourseIds = rows.filter((r) => r.course.languageLevelId !== null).map((r) => r.course.id);
  const courseIds = rows.map((r) => r.course.id);
  const [materialRows, languageRows, priceRows, sectionCounts, blockCounts] = await Promise.all([
    materialIds.length
      ? db
          .select({
            materialId: materials.id,
            materialName: materials.name,
            price: materials.price,
            yearId: years.id,
            yearName: years.name,
            levelId: levels.id,
            levelName: levels.name,
            specialityId: specialities.id,
            specialityName: specialities.name,
          })
          .from(materials)
          .innerJoin(years, eq(years.id, materials.yearId))
          .innerJoin(levels, eq(levels.id, years.levelId))
          .leftJoin(specialities, eq(specialities.id, materials.specialityId))
          .where(inArray(materials.id, materialIds))
      : [],
    levelIds.length
      ? db
          .select({
            languageId: languages.id,
            languageName: languages.name,
            languageFlag: languages.flag,
            languageLevelId: languageLevels.id,
            languageLevelName: languageLevels.name,
          })
          .from(languageLevels)
          .innerJoin(languages, eq(languages.id, languageLevels.languageId))
          .where(inArray(languageLevels.id, levelIds))
      : [],
    languageCourseIds.length
      ? db
          .select()
          .from(languageCoursePrices)
          .where(inArray(languageCoursePrices.courseId, languageCourseIds))
      : [],
    // Counted for this page's courses only (a correlated count would run for every row an OFFSET skips).
    courseIds.length
      ? db
          .select({ courseId: courseSections.courseId, n: count() })
          .from(courseSections)
          .where(inArray(courseSections.courseId, courseIds))
          .groupBy(courseSections.courseId)
      : [],
    courseIds.length
      ? db
          .select({ courseId: courseBlocks.courseId, n: count() })
          .from(courseBlocks)
          .where(inArray(courseBlocks.courseId, courseIds))
          .groupBy(courseBlocks.courseId)
      : [],
  ]);
  const sectionsCount = new Map(sectionCounts.map((c) => [c.courseId, c.n]));
  const blocksCount = new Map(blockCounts.map((c) => [c.courseId, c.n]));
  const materialPaths = new Map(materialRows.map((m) => [m.materialId, m]));
  const languagePaths = new Map(languageRows.map((l) => [l.languageLevelId, l]));
  const prices = new Map(priceRows.map((p) => [p.courseId, p]));
  return rows.map(({ course: c, professorName }) => {
    const materialPath = (c.materialId !== null && materialPaths.get(c.materialId)) || null;
    const language = (c.languageLevelId !== null && languagePaths.get(c.languageLevelId)) || null;
    const priceRecord = prices.get(c.id);
    const languagePath = language
      ? { ...language, price: priceRecord?.languageLevelId === c.languageLevelId ? priceRecord.price : null }
      : null;
    return {
      id: c.id,
      title: c.title,
      description: c.description,
      cover_url: c.coverKey ? `/api/files/${c.coverKey}` : null,
      status: c.status,
      createdBy: c.createdBy,
      professorName,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
      reviewedBy: c.reviewedBy,
      reviewedAt: iso(c.reviewedAt),
      rejectionReason: c.rejectionReason,
      rejectedAt: iso(c.rejectedAt),
      ownPrice: c.price,
      price: resolvePrice(c.price, materialPath?.price ?? null, languagePath?.price ?? null),
      materialPath,
      languagePath,
      sectionsCount: sectionsCount.get(c.id) ?? 0,
      blocksCount: blocksCount.get(c.id) ?? 0,
    };
  });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Price resolution (DOMAIN.md): own price, else the material's price, else the language course price. */
export function resolvePrice(own: number | null, materialPrice: number | null, languagePrice: number | null) {
  return own ?? materialPrice ?? languagePrice ?? null;
}

export async function getCourseRow(db: DbOrTx, id: number): Promise<CourseRow> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  if (!row) throw notFound(COURSE_NOT_FOUND);
  return row;
}

/** What a student pays for a course (price resolution, DOMAIN.md), in at most one query; null when unpriced. */
export async function resolveCoursePrice(
  db: DbOrTx,
  course: Pick<CourseRow, 'id' | 'price' | 'materialId' | 'languageLevelId'>,
): Promise<number | null> {
  if (course.price !== null) return course.price;
  if (course.materialId !== null) {
    const [m] = await db
      .select({ price: materials.price })
      .from(materials)
      .where(eq(materials.id, course.materialId));
    return resolvePrice(null, m?.price ?? null, null);
  }
  if (course.languageLevelId === null) return null;
  const [p] = await db
    .select({ price: languageCoursePrices.price })
    .from(languageCoursePrices)
    .where(
      and(
        eq(languageCoursePrices.courseId, course.id),
        eq(languageCoursePrices.languageLevelId, course.languageLevelId),
      ),
    );
  return resolvePrice(null, null, p?.price ?? null);
}

/** Summaries of the given courses, in the order of `ids` (missing ids are skipped). */
export async function getCourseSummaries(db: DbOrTx, ids: number[]): Promise<CourseSummary[]> {
  if (ids.length === 0) return [];
  const summaries = await toSummaries(db, await courseSelect(db).where(inArray(courses.id, ids)));
  const byId = new Map(summaries.map((c) => [c.id, c]));
  return ids.map((id) => byId.get(id)).filter((c): c is CourseSummary => c !== undefined);
}

export async function getCourseSummary(db: DbOrTx, id: number): Promise<CourseSummary> {
  const rows = await courseSelect(db).where(eq(courses.id, id)).limit(1);
  if (!rows[0]) throw notFound(COURSE_NOT_FOUND);
  return (await toSummaries(db, rows))[0]!;
}

export async function listCourses(
  db: Db,
  viewer: AuthUser | null,
  query: ListCoursesQuery,
): Promise<CourseList> {
  const filters: SQL[] = [];
  const isAdmin = viewer?.role === 'admin';
  const mine = query.mine === 'true';
  if (mine) {
    if (!viewer || viewer.role !== 'professor') throw forbidden('Only professors have courses of their own');
    filters.push(eq(courses.createdBy, viewer.id));
    if (query.status && query.status !== 'all') filters.push(eq(courses.status, query.status));
  } else if (query.status && query.status !== 'approved') {
    // Other statuses than approved are the review queue: admins only.
    if (!isAdmin) throw forbidden('Only administrators can list courses that are not approved');
    if (query.status !== 'all') filters.push(eq(courses.status, query.status));
  } else {
    filters.push(eq(courses.status, 'approved'));
  }
  if (query.materialId) filters.push(eq(courses.materialId, query.materialId));
  if (query.languageLevelId) filters.push(eq(courses.languageLevelId, query.languageLevelId));
  if (query.professorId) filters.push(eq(courses.createdBy, query.professorId));
  if (query.path === 'material') filters.push(isNotNull(courses.materialId));
  if (query.path === 'language') filters.push(isNotNull(courses.languageLevelId));
  if (query.path === 'none') filters.push(and(isNull(courses.materialId), isNull(courses.languageLevelId))!);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(courses.title, pattern), ilike(courses.description, pattern))!);
  }
  const where = and(...filters);
  const [rows, [totals]] = await Promise.all([
    courseSelect(db)
      .where(where)
      .orderBy(desc(courses.createdAt), desc(courses.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    courses: await toSummaries(db, rows),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

// ── Entitlement: the one check every content route uses ──────────────────────────────────────────────

export interface CourseAccess {
  /** May read the outline (titles, types, cover, price, professor). */
  outline: boolean;
  /** May read block content and files. */
  content: boolean;
  /** Owns it as a buyer. */
  purchased: boolean;
  owner: boolean;
}

export async function isEnrolled(db: DbOrTx, userId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: courseEnrollments.userId })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Outline: anyone for an approved course, else only its professor and admins. Content: the owner professor,
 * admins, and students who own the course (an approved course sent back to review stays readable to them).
 */
export async function courseAccess(
  db: DbOrTx,
  viewer: AuthUser | null,
  course: Pick<CourseRow, 'id' | 'createdBy' | 'status'>,
): Promise<CourseAccess> {
  const owner = viewer?.id === course.createdBy;
  const admin = viewer?.role === 'admin';
  const purchased = viewer ? await isEnrolled(db, viewer.id, course.id) : false;
  return {
    outline: course.status === 'approved' || owner || admin || purchased,
    content: owner || admin || purchased,
    purchased,
    owner,
  };
}

/** Throws 404 when the viewer may not even see the course exists, 403 when they may see it but not its content. */
export async function assertContentAccess(db: DbOrTx, viewer: AuthUser | null, courseId: number) {
  const row = await getCourseRow(db, courseId);
  const access = await courseAccess(db, viewer, row);
  if (!access.outline) throw notFound(COURSE_NOT_FOUND);
  if (!access.content) throw forbidden('Buy this course to open its content');
  return row;
}

export async function getCourse(
  ctx: Pick<AppContext, 'db' | 'tokens'>,
  viewer: AuthUser | null,
  id: number,
): Promise<Course> {
  const summary = await getCourseSummary(ctx.db, id);
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

// ── Writing ───────────────────────────────────────────────────────────────────────────────────────────

async function assertPathExists(db: DbOrTx, input: Pick<CourseInput, 'material_id' | 'language_level_id'>) {
  if (input.material_id != null && input.language_level_id != null) {
    throw badRequest('material_id: choose a material or a language level, not both');
  }
  if (input.material_id != null) await getMaterial(db, input.material_id);
  if (input.language_level_id != null) await getLanguageLevel(db, input.language_level_id);
}

interface ExistingFile {
  fileKey: string;
  fileType: string | null;
  fileSize: number | null;
  fileName: string | null;
  type: BlockInput['type'];
}

/**
 * Turns submitted sections into rows, attaching each block's file: a new upload named by `fileField`, or the
 * file an existing block (by `id`) already has. Checks every file fits its block type and size.
 */
function planBlocks(
  input: CourseInput,
  uploads: Map<string, UploadedFile>,
  existing: Map<number, ExistingFile>,
) {
  const used = new Set<string>();
  const kept = new Set<string>();
  const sections = input.sections.map((section, si) => ({
    title: section.title,
    position: si,
    blocks: section.blocks.map((block, bi) => {
      const where = `sections.${si}.blocks.${bi}`;
      let file: {
        fileKey: string;
        fileType: string | null;
        fileSize: number | null;
        fileName: string | null;
      } | null = null;
      if (block.fileField) {
        const upload = uploads.get(block.fileField);
        if (!upload) throw badRequest(`${where}.fileField: no file was sent in part "${block.fileField}"`);
        if (used.has(block.fileField))
          throw badRequest(`${where}.fileField: part "${block.fileField}" is used twice`);
        used.add(block.fileField);
        file = {
          fileKey: upload.key,
          fileType: upload.mime,
          fileSize: upload.size,
          fileName: upload.originalName,
        };
      } else if (block.id !== undefined) {
        const previous = existing.get(block.id);
        if (!previous) throw badRequest(`${where}.id: not a block of this course`);
        if (previous.fileKey) {
          file = previous;
          kept.add(previous.fileKey);
        }
      }
      if (block.type === 'text') {
        if (file) throw badRequest(`${where}.type: a text block carries no file`);
        if (!block.content?.trim()) throw badRequest(`${where}.content: a text block needs content`);
      } else if (file) {
        const allowed = BLOCK_MIMES[block.type];
        if (!file.fileType || !allowed.includes(file.fileType as FileMime)) {
          throw badRequest(`${where}.fileField: a ${block.type} block does not accept this file type`);
        }
        if ((file.fileSize ?? 0) > BLOCK_FILE_MAX_BYTES[block.type]) throw payloadTooLarge();
      }
      return {
        position: bi,
        type: block.type,
        title: block.title,
        content: block.content ?? null,
        fileKey: file?.fileKey ?? null,
        fileType: file?.fileType ?? null,
        fileSize: file?.fileSize ?? null,
        fileName: file?.fileName ?? null,
      };
    }),
  }));
  for (const field of uploads.keys()) {
    if (!used.has(field)) throw badRequest(`${field}: this file is not attached to any block`);
  }
  return { sections, kept };
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

export async function createCourse(
  ctx: AppContext,
  professor: AuthUser,
  input: CourseInput,
  uploads: Map<string, UploadedFile>,
): Promise<Course> {
  await assertPathExists(ctx.db, input);
  const { sections } = planBlocks(input, uploads, new Map());
  const id = await ctx.db.transaction(async (tx) => {
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
    return row!.id;
  });
  return getCourse(ctx, professor, id);
}

/**
 * Replaces a course's content. Only its professor edits; an approved or rejected course goes back to review
 * (buyers keep access). Files no block keeps are removed from storage after the commit.
 */
export async function updateCourse(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
  input: CourseInput,
  uploads: Map<string, UploadedFile>,
): Promise<Course> {
  const row = await getCourseRow(ctx.db, id);
  if (row.createdBy !== actor.id) throw forbidden('Only the professor who wrote this course can edit it');
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
) {
  const row = await getCourseRow(ctx.db, courseId);
  if (row.createdBy !== actor.id) throw forbidden('Only the professor who wrote this course can edit it');
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
  const row = await getCourseRow(ctx.db, id);
  if (actor.role !== 'admin' && row.createdBy !== actor.id)
    throw forbidden('You can only delete your own courses');
  const files = await ctx.db
    .select({ key: courseBlocks.fileKey })
    .from(courseBlocks)
    .where(and(eq(courseBlocks.courseId, id), isNotNull(courseBlocks.fileKey)));
  const refunded = await ctx.db.transaction(async (tx) => {
    const [buyers] = await tx
      .select({ n: count() })
      .from(courseEnrollments)
      .where(eq(courseEnrollments.courseId, id));
    let refundedBuyers = 0;
    if ((buyers?.n ?? 0) > 0) {
      if (actor.role !== 'admin') throw conflict('This course has buyers and cannot be deleted');
      refundedBuyers = await refundCourseBuyers(tx, id, actor.id);
    }
    try {
      await tx.delete(courses).where(eq(courses.id, id));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw conflict('This course has buyers and cannot be deleted');
      throw error;
    }
    return refundedBuyers;
  });
  const keys = [...files.map((f) => f.key!), ...(row.coverKey ? [row.coverKey] : [])];
  await Promise.all(keys.map((key) => ctx.storage.delete(key)));
  return { refunded };
}

export async function setCover(ctx: AppContext, actor: AuthUser, id: number, data: Buffer): Promise<string> {
  const row = await getCourseRow(ctx.db, id);
  if (actor.role !== 'admin' && row.createdBy !== actor.id)
    throw forbidden('You can only change your own courses');
  const saved = await saveUpload(ctx.storage, {
    folder: COVER_FOLDER,
    data,
    allowed: IMAGE_MIMES,
    maxBytes: 5 * 1024 * 1024,
  });
  await ctx.db.update(courses).set({ coverKey: saved.key, updatedAt: new Date() }).where(eq(courses.id, id));
  if (row.coverKey) await ctx.storage.delete(row.coverKey);
  return `/api/files/${saved.key}`;
}

// ── Review and paths ──────────────────────────────────────────────────────────────────────────────────

const approval = (admin: AuthUser) => ({
  status: 'approved' as const,
  reviewedBy: admin.id,
  reviewedAt: new Date(),
  rejectionReason: null,
  rejectedAt: null,
  updatedAt: new Date(),
});

export async function approveCourse(db: Db, admin: AuthUser, id: number) {
  const row = await getCourseRow(db, id);
  if (!row.materialId && !row.languageLevelId) {
    throw conflict('Assign a material or a language level before approving this course');
  }
  await db.update(courses).set(approval(admin)).where(eq(courses.id, id));
  return getCourseSummary(db, id);
}

export async function rejectCourse(db: Db, admin: AuthUser, id: number, reason: string) {
  await getCourseRow(db, id);
  const now = new Date();
  await db
    .update(courses)
    .set({
      status: 'rejected',
      reviewedBy: admin.id,
      reviewedAt: now,
      rejectionReason: reason,
      rejectedAt: now,
      updatedAt: now,
    })
    .where(eq(courses.id, id));
  return getCourseSummary(db, id);
}

/**
 * Puts a course on a material. Done by an admin it approves the course (DOMAIN.md: assigning a path approves);
 * done by the owner professor it only records the path they chose.
 */
export async function assignMaterial(db: Db, actor: AuthUser, id: number, materialId: number) {
  const row = await getCourseRow(db, id);
  if (actor.role !== 'admin' && row.createdBy !== actor.id)
    throw forbidden('You can only change your own courses');
  await getMaterial(db, materialId);
  await db.transaction(async (tx) => {
    await tx
      .update(courses)
      .set({
        materialId,
        languageLevelId: null,
        updatedAt: new Date(),
        ...(actor.role === 'admin' ? approval(actor) : {}),
      })
      .where(eq(courses.id, id));
    await tx.delete(languageCoursePrices).where(eq(languageCoursePrices.courseId, id));
  });
  return getCourseSummary(db, id);
}

export async function createMaterialAndAssign(
  db: Db,
  admin: AuthUser,
  id: number,
  input: {
    name: string;
    yearId?: number | undefined;
    specialityId?: number | null | undefined;
    price: number;
  },
) {
  await getCourseRow(db, id);
  await db.transaction(async (tx) => {
    const created = await createMaterial(tx, {
      name: input.name,
      yearId: input.yearId,
      specialityId: input.specialityId,
      price: input.price,
    });
    await tx
      .update(courses)
      .set({ materialId: created.id, languageLevelId: null, ...approval(admin) })
      .where(eq(courses.id, id));
    await tx.delete(languageCoursePrices).where(eq(languageCoursePrices.courseId, id));
  });
  return getCourseSummary(db, id);
}

/** Puts a course on a language level (owner or admin). Approval comes with the price (language-course-price). */
export async function setLanguagePath(db: Db, actor: AuthUser, id: number, languageLevelId: number) {
  const row = await getCourseRow(db, id);
  if (actor.role !== 'admin' && row.createdBy !== actor.id)
    throw forbidden('You can only change your own courses');
  await getLanguageLevel(db, languageLevelId);
  await db
    .update(courses)
    .set({ languageLevelId, materialId: null, updatedAt: new Date() })
    .where(eq(courses.id, id));
  return getCourseSummary(db, id);
}

/** Sets the language course price record and the course's language level, which approves the course. */
export async function setLanguageCoursePrice(
  db: Db,
  admin: AuthUser,
  input: { course_id: number; language_level_id: number; price: number },
) {
  await getCourseRow(db, input.course_id);
  await getLanguageLevel(db, input.language_level_id);
  await db.transaction(async (tx) => {
    await tx
      .insert(languageCoursePrices)
      .values({ courseId: input.course_id, languageLevelId: input.language_level_id, price: input.price })
      .onConflictDoUpdate({
        target: languageCoursePrices.courseId,
        set: { languageLevelId: input.language_level_id, price: input.price, updatedAt: new Date() },
      });
    await tx
      .update(courses)
      .set({ languageLevelId: input.language_level_id, materialId: null, ...approval(admin) })
      .where(eq(courses.id, input.course_id));
  });
  return getCourseSummary(db, input.course_id);
}

export async function setCoursePrice(db: Db, id: number, price: number | null) {
  await getCourseRow(db, id);
  await db.update(courses).set({ price, updatedAt: new Date() }).where(eq(courses.id, id));
  return getCourseSummary(db, id);
}

export async function getCoursePath(db: Db, viewer: AuthUser | null, id: number) {
  const summary = await getCourseSummary(db, id);
  const access = await courseAccess(db, viewer, { id, createdBy: summary.createdBy, status: summary.status });
  if (!access.outline) throw notFound(COURSE_NOT_FOUND);
  return {
    courseId: id,
    materialPath: summary.materialPath,
    languagePath: summary.languagePath,
    price: summary.price,
  };
}

/** Every material with the names of its path, for the course path selector. */
export async function materialOptions(db: Db): Promise<MaterialOption[]> {
  const rows = await db
    .select({
      id: materials.id,
      name: materials.name,
      price: materials.price,
      yearId: years.id,
      yearName: years.name,
      levelId: levels.id,
      levelName: levels.name,
      specialityId: specialities.id,
      specialityName: specialities.name,
    })
    .from(materials)
    .innerJoin(years, eq(years.id, materials.yearId))
    .innerJoin(levels, eq(levels.id, years.levelId))
    .leftJoin(specialities, eq(specialities.id, materials.specialityId))
    .orderBy(asc(levels.id), asc(years.id), asc(specialities.id), asc(materials.id));
  return rows;
}

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

/** The user a file URL's grant names, when the grant is valid for exactly this course and block. */
export async function fileGrantViewer(
  ctx: Pick<AppContext, 'db' | 'tokens'>,
  token: string | undefined,
  target: { id: number; blockId: number },
): Promise<AuthUser | null> {
  const grant = token ? ctx.tokens.verifyFile(token) : null;
  if (!grant || grant.courseId !== target.id || grant.blockId !== target.blockId) return null;
  const [row] = await ctx.db
    .select({ id: users.id, role: users.role, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, grant.userId));
  return row ?? null;
}

/** Block file row for the download route (after the access check). */
export async function getBlockFile(db: Db, courseId: number, blockId: number) {
  const [row] = await db
    .select({
      fileKey: courseBlocks.fileKey,
      fileName: courseBlocks.fileName,
      fileType: courseBlocks.fileType,
    })
    .from(courseBlocks)
    .where(and(eq(courseBlocks.id, blockId), eq(courseBlocks.courseId, courseId)));
  if (!row?.fileKey) throw notFound('File not found');
  return row as { fileKey: string; fileName: string | null; fileType: string | null };
}
