import type { QueryClient } from '@tanstack/react-query';
import type { Course } from '../../../contract/courses';
import { getSession } from '../session';
import { courseKeys } from './course-keys';

/**
 * After one course changed (saved, reviewed, repriced, given a cover): its page, for every viewer, and every
 * course list, since any of them may show its title, status or price.
 */
export async function invalidateCourse(queryClient: QueryClient, id: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: courseKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: courseKeys.lists() }),
  ]);
}

/** After a course was deleted: its page is dropped rather than read again (it would answer 404). */
export async function forgetCourse(queryClient: QueryClient, id: number): Promise<void> {
  queryClient.removeQueries({ queryKey: courseKeys.detail(id) });
  await queryClient.invalidateQueries({ queryKey: courseKeys.lists() });
}

/**
 * After the server answered with the whole saved course: it becomes the signed-in viewer's cached copy (the
 * page it leads to shows it at once) and every course list is read again.
 */
export async function rememberCourse(queryClient: QueryClient, course: Course): Promise<void> {
  const session = getSession();
  const viewerId = session.status === 'signed-in' ? session.user.id : null;
  queryClient.setQueryData(courseKeys.detailFor(course.id, viewerId), course);
  await queryClient.invalidateQueries({ queryKey: courseKeys.lists() });
}
