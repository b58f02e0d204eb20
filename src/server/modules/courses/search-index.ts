import { eq } from 'drizzle-orm';
import { foldSearchText } from '../../../contract/search';
import type { DbOrTx } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { courseSearchSource } from './course-search.read-model';

/**
 * Rewrites a course's folded search copies from its title, description, professor and catalogue path
 * (decision 018). Every write of those fields in this module calls it, inside its transaction when it has one.
 */
export async function refreshCourseSearch(db: DbOrTx, id: number): Promise<void> {
  const source = await courseSearchSource(db, id);
  await db
    .update(courses)
    .set({ searchTitle: foldSearchText(source.title), searchText: foldSearchText(source.text) })
    .where(eq(courses.id, id));
}
