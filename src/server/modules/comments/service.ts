import { and, asc, avg, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Comment } from '../../../contract/courses';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { paginate, type PageQuery } from '../../db/pagination';
import { courseComments, courses, courseSections } from '../../db/schema/courses';
import { users } from '../../db/schema/users';
import { badRequest, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { courseAccess, COURSE_NOT_FOUND, getCourseRow } from '../courses/access';

export const COMMENT_NOT_FOUND = 'Comment not found';

const commentColumns = {
  id: courseComments.id,
  courseId: courseComments.courseId,
  sectionId: courseComments.sectionId,
  parentId: courseComments.parentId,
  userId: courseComments.userId,
  userName: users.name,
  userRole: users.role,
  avatarKey: users.avatarKey,
  body: courseComments.body,
  rating: courseComments.rating,
  createdAt: courseComments.createdAt,
};

function selectComments(db: Db) {
  return db.select(commentColumns).from(courseComments).innerJoin(users, eq(users.id, courseComments.userId));
}
type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

/** Top-level comments with their replies: one query for the page, one for all its replies. */
async function withReplies(db: Db, top: CommentRow[]): Promise<Comment[]> {
  const ids = top.map((c) => c.id);
  const replies = ids.length
    ? await selectComments(db)
        .where(inArray(courseComments.parentId, ids))
        .orderBy(asc(courseComments.createdAt), asc(courseComments.id))
    : [];
  return top.map((c) => ({
    id: c.id,
    courseId: c.courseId,
    sectionId: c.sectionId,
    userId: c.userId,
    userName: c.userName,
    userRole: c.userRole,
    userAvatar: c.avatarKey ? `/api/files/${c.avatarKey}` : null,
    body: c.body,
    rating: c.rating,
    createdAt: c.createdAt.toISOString(),
    replies: replies
      .filter((r) => r.parentId === c.id)
      .map((r) => ({
        id: r.id,
        userId: r.userId,
        userName: r.userName,
        userRole: r.userRole,
        body: r.body,
        createdAt: r.createdAt.toISOString(),
      })),
  }));
}

/** Comments are readable by whoever may read the course's outline. */
export async function listComments(db: Db, viewer: AuthUser | null, courseId: number, query: PageQuery) {
  const course = await getCourseRow(db, courseId);
  if (!(await courseAccess(db, viewer, course)).outline) throw notFound(COURSE_NOT_FOUND);
  const topLevel = and(eq(courseComments.courseId, courseId), isNull(courseComments.parentId));
  const {
    rows,
    pagination,
    counted: stats,
  } = await paginate(
    query,
    (page) =>
      selectComments(db)
        .where(topLevel)
        .orderBy(desc(courseComments.createdAt), desc(courseComments.id))
        .limit(page.limit)
        .offset(page.offset),
    db
      .select({
        total: count(),
        average: avg(courseComments.rating),
        ratings: sql<number>`count(${courseComments.rating})::int`,
      })
      .from(courseComments)
      .where(topLevel),
  );
  return {
    comments: await withReplies(db, rows),
    pagination,
    averageRating: stats?.average == null ? null : Math.round(Number(stats.average) * 10) / 10,
    ratingsCount: stats?.ratings ?? 0,
  };
}

/** Buyers, the owner professor and admins comment; only buyers rate. */
export async function addComment(
  db: Db,
  author: AuthUser,
  courseId: number,
  input: { body: string; section_id?: number | null | undefined; rating?: number | null | undefined },
): Promise<Comment> {
  const course = await getCourseRow(db, courseId);
  const access = await courseAccess(db, author, course);
  if (!access.outline) throw notFound(COURSE_NOT_FOUND);
  if (!access.content) throw forbidden('Buy this course to comment on it');
  if (input.rating != null && !access.purchased)
    throw badRequest('rating: only students who own the course rate it');
  if (input.section_id != null) {
    const [section] = await db
      .select({ id: courseSections.id })
      .from(courseSections)
      .where(and(eq(courseSections.id, input.section_id), eq(courseSections.courseId, courseId)));
    if (!section) throw badRequest('section_id: not a section of this course');
  }
  const insert = () =>
    db.transaction(async (tx) => {
      // One rating per buyer and course: a new rating replaces the old one (whose text stays).
      if (input.rating != null) {
        await tx
          .update(courseComments)
          .set({ rating: null })
          .where(
            and(
              eq(courseComments.courseId, courseId),
              eq(courseComments.userId, author.id),
              isNotNull(courseComments.rating),
            ),
          );
      }
      const [row] = await tx
        .insert(courseComments)
        .values({
          courseId,
          userId: author.id,
          body: input.body,
          sectionId: input.section_id ?? null,
          rating: input.rating ?? null,
        })
        .returning({ id: courseComments.id });
      return row!;
    });
  let row: { id: number };
  try {
    row = await insert();
  } catch (error) {
    // Two ratings sent at once: the unique index lets one through; the other replaces it on a second try.
    if (!isUniqueViolation(error)) throw error;
    row = await insert();
  }
  return getComment(db, row.id);
}

async function getComment(db: Db, id: number): Promise<Comment> {
  const rows = await selectComments(db).where(eq(courseComments.id, id));
  if (!rows[0]) throw notFound(COMMENT_NOT_FOUND);
  return (await withReplies(db, rows))[0]!;
}

async function getTopLevel(db: Db, courseId: number, commentId: number) {
  const [row] = await db
    .select()
    .from(courseComments)
    .where(and(eq(courseComments.id, commentId), eq(courseComments.courseId, courseId)));
  if (!row) throw notFound(COMMENT_NOT_FOUND);
  return row;
}

/** The course's professor (or an admin) answers a comment. */
export async function replyToComment(
  db: Db,
  author: AuthUser,
  courseId: number,
  commentId: number,
  body: string,
) {
  const course = await getCourseRow(db, courseId);
  if (author.role !== 'admin' && course.createdBy !== author.id) {
    throw forbidden('Only the professor of this course can reply to its comments');
  }
  const parent = await getTopLevel(db, courseId, commentId);
  if (parent.parentId !== null) throw badRequest('Replies are made to a comment, not to a reply');
  await db.insert(courseComments).values({ courseId, userId: author.id, body, parentId: parent.id });
  return getComment(db, parent.id);
}

/** Authors delete their own comments; admins delete any. */
export async function deleteComment(db: Db, actor: AuthUser, courseId: number, commentId: number) {
  const row = await getTopLevel(db, courseId, commentId);
  if (actor.role !== 'admin' && row.userId !== actor.id)
    throw forbidden('You can only delete your own comments');
  await db.delete(courseComments).where(eq(courseComments.id, commentId));
}

/** Comments on a professor's courses, unanswered first, then newest. */
export async function professorComments(
  db: Db,
  professor: AuthUser,
  query: { page: number; limit: number; courseId?: number | undefined },
) {
  const answered = sql<boolean>`exists (
    select 1 from ${courseComments} r join ${users} u on u.id = r.user_id
    where r.parent_id = ${courseComments.id} and (r.user_id = ${courses.createdBy} or u.role = 'admin'))`;
  const where = and(
    eq(courses.createdBy, professor.id),
    isNull(courseComments.parentId),
    query.courseId ? eq(courseComments.courseId, query.courseId) : undefined,
  );
  const { rows, pagination } = await paginate(
    query,
    (page) =>
      db
        .select({ ...commentColumns, courseTitle: courses.title, answered })
        .from(courseComments)
        .innerJoin(courses, eq(courses.id, courseComments.courseId))
        .innerJoin(users, eq(users.id, courseComments.userId))
        .where(where)
        .orderBy(asc(answered), desc(courseComments.createdAt), desc(courseComments.id))
        .limit(page.limit)
        .offset(page.offset),
    db
      .select({ total: count() })
      .from(courseComments)
      .innerJoin(courses, eq(courses.id, courseComments.courseId))
      .where(where),
  );
  const withThreads = await withReplies(db, rows);
  return {
    comments: withThreads.map((c, i) => ({
      ...c,
      courseTitle: rows[i]!.courseTitle,
      answered: rows[i]!.answered,
    })),
    pagination,
  };
}
