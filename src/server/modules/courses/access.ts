import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { courseBlocks, courses } from '../../db/schema/courses';
import { forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { isEnrolled, ownsCourse } from '../enrollments/index';
import { findUserById } from '../users/index';
import { extend } from '../../objects';

export const COURSE_NOT_FOUND = 'Course not found';

export type CourseRow = typeof courses.$inferSelect;

/** Read before nearly every course route: built once (db/prepared.ts). */
const courseById = preparedStatement('course_by_id', (db, name) =>
  db
    .select()
    .from(courses)
    .where(eq(courses.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);

export async function getCourseRow(db: DbOrTx, id: number): Promise<CourseRow> {
  const [row] = await courseById(db).execute({ id });
  if (!row) throw notFound(COURSE_NOT_FOUND);
  return row;
}

/**
 * The course and whether the viewer bought it, in one statement: the access checks of content, files, quizzes and
 * comments read both before anything else, and two round trips one after the other were most of a quiz list's
 * wait (docs/performance.md, "The access check in one statement"). Built once (db/prepared.ts).
 */
const courseForViewer = preparedStatement('course_for_viewer', (db, name) =>
  db
    .select(
      extend(getTableColumns(courses), {
        purchased: ownsCourse(sql.placeholder('viewerId'), sql.placeholder('id')),
      }),
    )
    .from(courses)
    .where(eq(courses.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);

/** The course and what the viewer may do with it, read in one round trip; 404 when there is no such course. */
export async function courseWithAccess(
  db: DbOrTx,
  viewer: AuthUser | null,
  id: number,
): Promise<{ row: CourseRow; access: CourseAccess }> {
  const [found] = await courseForViewer(db).execute({ id, viewerId: viewer?.id ?? null });
  if (!found) throw notFound(COURSE_NOT_FOUND);
  const { purchased, ...row } = found;
  return { row, access: courseAccessFrom(viewer, row, purchased) };
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

/**
 * Outline: anyone for an approved course, else only its professor and admins. Content: the owner professor,
 * admins, and students who own the course (an approved course sent back to review stays readable to them).
 */
export async function courseAccess(
  db: DbOrTx,
  viewer: AuthUser | null,
  course: Pick<CourseRow, 'id' | 'createdBy' | 'status'>,
): Promise<CourseAccess> {
  const purchased = viewer ? await isEnrolled(db, viewer.id, course.id) : false;
  return courseAccessFrom(viewer, course, purchased);
}

/** The same rules, once whether the viewer owns the course as a buyer is known. */
export function courseAccessFrom(
  viewer: AuthUser | null,
  course: Pick<CourseRow, 'createdBy' | 'status'>,
  purchased: boolean,
): CourseAccess {
  const owner = viewer?.id === course.createdBy;
  const admin = viewer?.role === 'admin';
  return {
    outline: course.status === 'approved' || owner || admin || purchased,
    content: owner || admin || purchased,
    purchased,
    owner,
  };
}

/** Throws 404 when the viewer may not even see the course exists, 403 when they may see it but not its content. */
export async function assertContentAccess(db: DbOrTx, viewer: AuthUser | null, courseId: number) {
  const { row, access } = await courseWithAccess(db, viewer, courseId);
  if (!access.outline) throw notFound(COURSE_NOT_FOUND);
  if (!access.content) throw forbidden('Buy this course to open its content');
  return row;
}

/** The user a file URL's grant names, when the grant is valid for exactly this course and block. */
export async function fileGrantViewer(
  ctx: Pick<AppContext, 'db' | 'tokens'>,
  token: string | undefined,
  target: { id: number; blockId: number },
): Promise<AuthUser | null> {
  const grant = token ? ctx.tokens.verifyFile(token) : null;
  if (!grant || grant.courseId !== target.id || grant.blockId !== target.blockId) return null;
  const row = await findUserById(ctx.db, grant.userId);
  return row ? { id: row.id, role: row.role, name: row.name, email: row.email } : null;
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

/**
 * Who may change a course: its content (sections, blocks, files) is its professor's alone; its settings (cover,
 * path) and its deletion are open to admins as well. Returns the course row.
 */
const EDIT_RULES = {
  content: { admins: false, refusal: 'Only the professor who wrote this course can edit it' },
  settings: { admins: true, refusal: 'You can only change your own courses' },
  deletion: { admins: true, refusal: 'You can only delete your own courses' },
} as const;

export async function assertCanEdit(
  db: DbOrTx,
  actor: AuthUser,
  courseId: number,
  edit: keyof typeof EDIT_RULES,
): Promise<CourseRow> {
  const row = await getCourseRow(db, courseId);
  const rule = EDIT_RULES[edit];
  if (row.createdBy !== actor.id && !(rule.admins && actor.role === 'admin')) throw forbidden(rule.refusal);
  return row;
}
