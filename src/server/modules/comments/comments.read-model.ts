import { and, asc, avg, count, desc, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Comment } from '../../../contract/courses';
import type { Db, DbOrTx } from '../../db/client';
import { isoTime, type JsonTime } from '../../db/json-time';
import { idsOnPage, paginate, type PageQuery } from '../../db/pagination';
import { preparedPage, preparedStatement, type PageWindow } from '../../db/prepared';
import { courseComments } from '../../db/schema/comments';
import { courses } from '../../db/schema/courses';
import { users } from '../../db/schema/users';
import { notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { COURSE_NOT_FOUND, courseWithAccess } from '../courses/index';
import { publicFileUrl } from '../../plugins/storage';
import { extend } from '../../objects';

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

function selectComments(db: DbOrTx) {
  return db.select(commentColumns).from(courseComments).innerJoin(users, eq(users.id, courseComments.userId));
}
type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

type Reply = Comment['replies'][number];

/** A reply as the answer writes it, from a row or a JSON column (`createdAt` already in the answer's form). */
const toReply = (r: Omit<Reply, 'createdAt'>, createdAt: string): Reply => ({
  id: r.id,
  userId: r.userId,
  userName: r.userName,
  userRole: r.userRole,
  body: r.body,
  createdAt,
});

function toComment(c: CommentRow, replies: Reply[]): Comment {
  return {
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
    replies,
  };
}

/** The replies to the given comments, oldest first: one statement built once (db/prepared.ts), ids a parameter. */
const repliesAmong = preparedStatement('comment_replies_among', (db, name) =>
  selectComments(db)
    .where(sql`${courseComments.parentId} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(courseComments.createdAt), asc(courseComments.id))
    .prepare(name),
);

/** Comments with their replies, read by one more query for all of them (a comment just written or answered). */
async function withReplies(db: Db, top: CommentRow[]): Promise<Comment[]> {
  const ids = top.map((c) => c.id);
  const replies = ids.length ? await repliesAmong(db).execute({ ids }) : [];
  const byParent = new Map<number, Reply[]>(ids.map((id) => [id, []]));
  for (const r of replies) byParent.get(r.parentId!)?.push(toReply(r, r.createdAt.toISOString()));
  return top.map((c) => toComment(c, byParent.get(c.id) ?? []));
}

/** A reply as its comment's JSON column carries it. */
type ReplyJson = Omit<Reply, 'createdAt'> & { createdAt: JsonTime };

/**
 * A comment's replies, oldest first, as one JSON column of its row. The subquery names its own tables by alias,
 * so `course_comments` in its condition is the outer row's.
 */
const repliesJson = sql<ReplyJson[]>`(
  select coalesce(json_agg(json_build_object('id', r.id, 'userId', r.user_id, 'userName', ru.name,
    'userRole', ru.role, 'body', r.body, 'createdAt', r.created_at) order by r.created_at, r.id), '[]'::json)
  from course_comments r join users ru on ru.id = r.user_id
  where r.parent_id = ${courseComments.id})`;

/** What a course's list of comments says of all of them: how many, and their ratings' average and count. */
interface CommentStats {
  total: number;
  average: number | string | null;
  ratings: number;
}

/** A course's comments' figures as one JSON column, run once for the page (an uncorrelated subquery). */
const statsJson = sql<CommentStats>`(
  select json_build_object('total', count(*), 'average', avg(s.rating), 'ratings', count(s.rating))
  from course_comments s where s.course_id = ${sql.placeholder('courseId')} and s.parent_id is null)`;

/**
 * A page of a course's top-level comments, newest first, with their replies and the course's figures, prepared
 * once (db/prepared.ts): built per request, PostgreSQL planned it on every call.
 */
const commentsPage = preparedPage('course_comments_page', (db, name, window) =>
  db
    .select(extend(commentColumns, { replies: repliesJson, stats: statsJson }))
    .from(courseComments)
    .innerJoin(users, eq(users.id, courseComments.userId))
    .where(and(eq(courseComments.courseId, sql.placeholder('courseId')), isNull(courseComments.parentId)))
    .orderBy(desc(courseComments.createdAt), desc(courseComments.id))
    .limit(window.limit)
    .offset(window.offset)
    .prepare(name),
);

/**
 * Comments are readable by whoever may read the course's outline. A page is one statement after the access
 * check (`commentsPage`): its top-level comments, each with its replies and with the course's figures
 * (`repliesJson`, `statsJson`), where it was a page, a count and the replies, one after the other. A page with
 * no comment to carry the figures is an empty list when it is the first; any other (past the last) counts them
 * on its own.
 */
export async function listComments(db: Db, viewer: AuthUser | null, courseId: number, query: PageQuery) {
  if (!(await courseWithAccess(db, viewer, courseId)).access.outline) throw notFound(COURSE_NOT_FOUND);
  const topLevel = and(eq(courseComments.courseId, courseId), isNull(courseComments.parentId));
  const window = { limit: query.limit, offset: (query.page - 1) * query.limit };
  const rows = await commentsPage(db, window).execute({ courseId, ...window });
  const stats: CommentStats | undefined =
    rows[0]?.stats ??
    (window.offset === 0
      ? { total: 0, average: null, ratings: 0 }
      : (
          await db
            .select({
              total: count(),
              average: avg(courseComments.rating),
              ratings: sql<number>`count(${courseComments.rating})::int`,
            })
            .from(courseComments)
            .where(topLevel)
        )[0]);
  const total = Number(stats?.total ?? 0);
  return {
    comments: rows.map((c) =>
      toComment(
        c,
        c.replies.map((r) => toReply(r, isoTime(r.createdAt))),
      ),
    ),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
    averageRating: stats?.average == null ? null : Math.round(Number(stats.average) * 10) / 10,
    ratingsCount: Number(stats?.ratings ?? 0),
  };
}

export async function getComment(db: Db, id: number): Promise<Comment> {
  const rows = await selectComments(db).where(eq(courseComments.id, id));
  if (!rows[0]) throw notFound(COMMENT_NOT_FOUND);
  return (await withReplies(db, rows))[0]!;
}

/**
 * A professor's top-level comments, in the words of their partial index (`course_comments_inbox_idx`, on the
 * professor each comment carries, copied by a trigger: migration 0020): his inbox's page is that index's next
 * entries, and his count of comments waiting for him the entries under (him, not answered). Read through his
 * courses instead, each page and count gathered and sorted every comment on every course of his (at 100,000
 * courses, 750 of them for a page of 20, 1.4–3.7 ms; docs/performance.md, "A professor's inbox by its index").
 */
const topLevelOf = (professorId: number | SQLWrapper) =>
  sql`${courseComments.professorId} = ${professorId} and ${courseComments.parentId} is null`;

/**
 * The count of comments on a professor's courses that wait for an answer, as a query (the professor's dashboard
 * reads it inside its own statement, the professor's id a placeholder there). `answered` is kept by triggers
 * (migration 0019, decision 135), so the count reads the unanswered entries alone.
 */
export function unansweredCommentsQuery(db: DbOrTx, professorId: number | SQLWrapper) {
  return db
    .select({ total: count() })
    .from(courseComments)
    .where(sql`${topLevelOf(professorId)} and not ${courseComments.answered}`);
}

/** How many comments on a professor's courses wait for an answer (the professor's sidebar counts them). */
export async function unansweredCommentsCount(db: Db, professorId: number): Promise<number> {
  const [row] = await unansweredCommentsQuery(db, professorId);
  return row?.total ?? 0;
}

/** A professor's top-level comments (his inbox), on one course of his when `courseId` is given. */
const inboxOf = (professorId: number | SQLWrapper, courseId?: number) =>
  and(topLevelOf(professorId), courseId ? eq(courseComments.courseId, courseId) : undefined);

/**
 * A page of an inbox, unanswered first, then newest: the page's ids from his comments alone, then only those
 * joined to their course and author (joined first, every comment of his was, before the sort kept a page;
 * `idsOnPage`).
 */
function inboxPage(db: DbOrTx, where: SQL | undefined, window: PageWindow) {
  const order = [asc(courseComments.answered), desc(courseComments.createdAt), desc(courseComments.id)];
  const ids = db
    .select({ id: courseComments.id })
    .from(courseComments)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  return db
    .select(extend(commentColumns, { courseTitle: courses.title, answered: courseComments.answered }))
    .from(courseComments)
    .innerJoin(courses, eq(courses.id, courseComments.courseId))
    .innerJoin(users, eq(users.id, courseComments.userId))
    .where(idsOnPage(courseComments.id, ids))
    .orderBy(...order);
}

/**
 * The whole inbox (no course chosen, as the professor's page opens it), its page and its count prepared once
 * (db/prepared.ts): built per request, PostgreSQL planned the page on every call, 0.7–0.9 ms of binding at
 * 100,000 courses (docs/performance.md, "Comments answered, kept by triggers"). The professor's id behind a
 * subquery, as in his dashboard, so the plan made once is kept.
 */
const inboxProfessor = sql`(select ${sql.placeholder('professorId')}::int)`;
const wholeInbox = preparedPage('professor_inbox', (db, name, window) =>
  inboxPage(db, inboxOf(inboxProfessor), window).prepare(name),
);
const wholeInboxCount = preparedStatement('professor_inbox_count', (db, name) =>
  db.select({ total: count() }).from(courseComments).where(inboxOf(inboxProfessor)).prepare(name),
);

/** Comments on a professor's courses, unanswered first, then newest. */
export async function professorComments(
  db: Db,
  professor: AuthUser,
  query: { page: number; limit: number; courseId?: number | undefined },
) {
  const professorId = professor.id;
  const { rows, pagination } = query.courseId
    ? await paginate(
        query,
        (page) => inboxPage(db, inboxOf(professorId, query.courseId), page),
        db.select({ total: count() }).from(courseComments).where(inboxOf(professorId, query.courseId)),
      )
    : await paginate(
        query,
        (page) => wholeInbox(db, page).execute(extend(page, { professorId })),
        wholeInboxCount(db).execute({ professorId }),
      );
  const withThreads = await withReplies(db, rows);
  return {
    comments: withThreads.map((c, i) =>
      extend(c, {
        courseTitle: rows[i]!.courseTitle,
        answered: rows[i]!.answered,
      }),
    ),
    pagination,
  };
}
