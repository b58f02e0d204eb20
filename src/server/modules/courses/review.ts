import { count, eq } from 'drizzle-orm';
import type { AppLanguage } from '../../../contract/languages';
import type { Db } from '../../db/client';
import { courseRevisions, courses, languageCoursePrices } from '../../db/schema/courses';
import { conflict, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { createMaterial, getLanguageLevel, getMaterial } from '../structure/index';
import { assertCanEdit, COURSE_NOT_FOUND, courseAccess, getCourseRow } from './access';
import { getCourseSummary } from './course-summary.read-model';
import { refreshCourseSearch } from './search-index';

const approval = (admin: AuthUser) => ({
  status: 'approved' as const,
  reviewedBy: admin.id,
  reviewedAt: new Date(),
  rejectionReason: null,
  rejectedAt: null,
  updatedAt: new Date(),
});

export const PATH_IS_ADMINS =
  'Once a course is approved, its catalogue path and price are set by an administrator';

/**
 * The path decides the price buyers pay. The owner proposes one while the course awaits review; once it is
 * approved, moving it (and so repricing it) is an administrator's decision.
 */
async function assertPathIsOwners(db: Db, actor: AuthUser, id: number) {
  if (actor.role === 'admin') return;
  const row = await getCourseRow(db, id);
  if (row.status === 'approved') throw forbidden(PATH_IS_ADMINS);
}

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
  await assertCanEdit(db, actor, id, 'settings');
  await assertPathIsOwners(db, actor, id);
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
    await refreshCourseSearch(tx, id);
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
    await refreshCourseSearch(tx, id);
  });
  return getCourseSummary(db, id);
}

/** Puts a course on a language level (owner or admin). Approval comes with the price (language-course-price). */
export async function setLanguagePath(db: Db, actor: AuthUser, id: number, languageLevelId: number) {
  await assertCanEdit(db, actor, id, 'settings');
  await assertPathIsOwners(db, actor, id);
  await getLanguageLevel(db, languageLevelId);
  await db.transaction(async (tx) => {
    await tx
      .update(courses)
      .set({ languageLevelId, materialId: null, updatedAt: new Date() })
      .where(eq(courses.id, id));
    await refreshCourseSearch(tx, id);
  });
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
    await refreshCourseSearch(tx, input.course_id);
  });
  return getCourseSummary(db, input.course_id);
}

export async function setCoursePrice(db: Db, id: number, price: number | null) {
  await getCourseRow(db, id);
  await db.update(courses).set({ price, updatedAt: new Date() }).where(eq(courses.id, id));
  return getCourseSummary(db, id);
}

export async function getCoursePath(db: Db, viewer: AuthUser | null, id: number, language: AppLanguage) {
  const summary = await getCourseSummary(db, id, language);
  const access = await courseAccess(db, viewer, { id, createdBy: summary.createdBy, status: summary.status });
  if (!access.outline) throw notFound(COURSE_NOT_FOUND);
  return {
    courseId: id,
    materialPath: summary.materialPath,
    languagePath: summary.languagePath,
    price: summary.price,
  };
}

/**
 * What waits for review (the admin sidebar's count): new courses (the rows `/courses/admin/pending` lists) and
 * submitted revisions of approved courses (the review queue holds both).
 */
export async function pendingCoursesCount(db: Db): Promise<number> {
  const [[row], [revisions]] = await Promise.all([
    db.select({ n: count() }).from(courses).where(eq(courses.status, 'pending')),
    db.select({ n: count() }).from(courseRevisions).where(eq(courseRevisions.status, 'pending')),
  ]);
  return (row?.n ?? 0) + (revisions?.n ?? 0);
}
