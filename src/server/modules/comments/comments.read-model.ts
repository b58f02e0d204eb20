import { and, asc, avg, count, desc, eq, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Comment } from '../../../contract/courses';
import type { Db, DbOrTx } from '../../db/client';
import { paginate, type PageQuery } from '../../db/pagination';
import { courseComments } from '../../db/schema/comments';
import { courses } from '../../db/schema/courses';
import { users } from '../../db/schema/users';
import { notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { COURSE_NOT_FOUND, courseWithAccess } from '../courses/index';
import { publicFileUrl } from '../../plugins/storage';

/** Comments with their authors' names (and, for a professor's inbox, the course titles). */

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
    userAvatar: c.avatarKey ? publicFileUrl(c.avatarKey) : null,
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
  if (!(await courseWithAccess(db, viewer, courseId)).access.outline) throw notFound(COURSE_NOT_FOUND);
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

export async function getComment(db: Db, id: number): Promise<Comment> {
  const rows = await selectComments(db).where(eq(courseComments.id, id));
  if (!rows[0]) throw notFound(COMMENT_NOT_FOUND);
  return (await withReplies(db, rows))[0]!;
}

/** A comment answered by its course's professor or an admin (a reply of theirs exists). */
const answeredByStaff = sql<boolean>`exists (
    select 1 from ${courseComments} r join ${users} u on u.id = r.user_id
    where r.parent_id = ${courseComments.id} and (r.user_id = ${courses.createdBy} or u.role = 'admin'))`;

/**
 * The count of comments on a professor's courses that wait for an answer, as a query (the professor's dashboard
 * reads it inside its own statement, the professor's id a placeholder there).
 */
export function unansweredCommentsQuery(db: DbOrTx, professorId: number | SQLWrapper) {
  return db
    .select({ total: count() })
    .from(courseComments)
    .innerJoin(courses, eq(courses.id, courseComments.courseId))
    .where(
      and(eq(courses.createdBy, professorId), isNull(courseComments.parentId), sql`not ${answeredByStaff}`),
    );
}

/** How many comments on a professor's courses wait for an answer (the professor's sidebar counts them). */
export async function unansweredCommentsCount(db: Db, professorId: number): Promise<number> {
  const [row] = await unansweredCommentsQuery(db, professorId);
  return row?.total ?? 0;
}

/** Comments on a professor's courses, unanswered first, then newest. */
export async function professorComments(
  db: Db,
  professor: AuthUser,
  query: { page: number; limit: number; courseId?: number | undefined },
) {
  const answered = answeredByStaff;
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
