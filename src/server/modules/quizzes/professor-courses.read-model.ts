import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema/courses';
import type { AuthUser } from '../../plugins/access';

/** The courses a professor may attach a quiz to: their own, whatever their review status. */
export async function professorCourses(db: Db, professor: AuthUser) {
  const rows = await db
    .select({ id: courses.id, title: courses.title, status: courses.status })
    .from(courses)
    .where(eq(courses.createdBy, professor.id))
    .orderBy(desc(courses.createdAt), desc(courses.id));
  return { courses: rows };
}
