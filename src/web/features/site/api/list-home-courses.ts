import { useQuery } from '@tanstack/react-query';
import { coursesQuery } from '../../../lib/queries/list-courses';

export const HOME_COURSES = 4;

/** The home page's approved courses: the newest, or the most bought (`GET /courses?sort=…`). */
export function useHomeCourses(sort: 'newest' | 'popular') {
  return useQuery(coursesQuery({ sort, limit: HOME_COURSES }));
}
