import { count, desc, eq, sql } from 'drizzle-orm';
import type {
  CourseReviewHistory,
  RejectionReasonCode,
  ReviewQueue,
  ReviewQueueKind,
} from '../../../contract/course-revisions';
import type { DbOrTx } from '../../db/client';
import { courseRevisions, courseReviews, courses } from '../../db/schema/courses';
import { users } from '../../db/schema/users';
import { publicFileUrl } from '../../plugins/storage';
import { extend } from '../../objects';

/**
 * The admins' one review queue: new courses waiting for review and submitted revisions of approved ones,
 * oldest first (by when each entered the queue).
 */
export async function reviewQueue(db: DbOrTx, page: number, limit: number): Promise<ReviewQueue> {
  const [rows, [newCourses], [revisions]] = await Promise.all([
    db.execute<{
      course_id: number;
      kind: ReviewQueueKind;
      title: string;
      professor_name: string;
      cover_key: string | null;
      submitted_at: string | Date;
      note: string | null;
    }>(sql`
      select * from (
        select c.id as course_id, 'course' as kind, c.title, u.name as professor_name, c.cover_key,
               c.updated_at as submitted_at, null::text as note
          from ${courses} c join ${users} u on u.id = c.created_by
         where c.status = 'pending'
        union all
        select r.course_id, 'revision' as kind, r.title, u.name as professor_name,
               coalesce(r.cover_key, c.cover_key) as cover_key, r.submitted_at, r.note
          from ${courseRevisions} r
          join ${courses} c on c.id = r.course_id
          join ${users} u on u.id = c.created_by
         where r.status = 'pending'
      ) queue
      order by submitted_at asc, course_id asc
      limit ${limit} offset ${(page - 1) * limit}`),
    db.select({ n: count() }).from(courses).where(eq(courses.status, 'pending')),
    db.select({ n: count() }).from(courseRevisions).where(eq(courseRevisions.status, 'pending')),
  ]);
  const total = (newCourses?.n ?? 0) + (revisions?.n ?? 0);
  return {
    items: rows.rows.map((r) => ({
      courseId: Number(r.course_id),
      kind: r.kind,
      title: r.title,
      professorName: r.professor_name,
      cover_url: r.cover_key ? publicFileUrl(r.cover_key) : null,
      submittedAt: new Date(r.submitted_at).toISOString(),
      note: r.note,
    })),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}

/** Every submission and decision on a course, newest first, with who made it. */
export async function reviewHistory(db: DbOrTx, courseId: number): Promise<CourseReviewHistory> {
  const rows = await db
    .select({
      id: courseReviews.id,
      kind: courseReviews.kind,
      action: courseReviews.action,
      actorId: courseReviews.actorId,
      actorName: users.name,
      reasons: courseReviews.reasons,
      comment: courseReviews.comment,
      createdAt: courseReviews.createdAt,
    })
    .from(courseReviews)
    .leftJoin(users, eq(users.id, courseReviews.actorId))
    .where(eq(courseReviews.courseId, courseId))
    .orderBy(desc(courseReviews.createdAt), desc(courseReviews.id));
  return {
    reviews: rows.map((r) =>
      extend(r, {
        reasons: r.reasons as RejectionReasonCode[],
        createdAt: r.createdAt.toISOString(),
      }),
    ),
  };
}
