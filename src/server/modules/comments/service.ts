import { and, eq, isNotNull } from 'drizzle-orm';
import type { Comment } from '../../../contract/courses';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { courseComments } from '../../db/schema/comments';
import { badRequest, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { COURSE_NOT_FOUND, courseWithAccess, getCourseRow, isSectionOf } from '../courses/index';
import { COMMENT_NOT_FOUND, getComment } from './comments.read-model';

/** Buyers, the owner professor and admins comment; only buyers rate. */
export async function addComment(
  db: Db,
  author: AuthUser,
  courseId: number,
  input: { body: string; section_id?: number | null | undefined; rating?: number | null | undefined },
): Promise<Comment> {
  const { access } = await courseWithAccess(db, author, courseId);
  if (!access.outline) throw notFound(COURSE_NOT_FOUND);
  if (!access.content) throw forbidden('Buy this course to comment on it');
  if (input.rating != null && !access.purchased)
    throw badRequest('rating: only students who own the course rate it');
  if (input.section_id != null) {
    if (!(await isSectionOf(db, courseId, input.section_id))) {
      throw badRequest('section_id: not a section of this course');
    }
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
