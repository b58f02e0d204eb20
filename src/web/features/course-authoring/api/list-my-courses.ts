import { useQuery } from '@tanstack/react-query';
import { coursesQuery } from '../../../lib/queries/list-courses';

/** The signed-in professor's courses, every status, newest first. */
export function useMyCourses(page: number) {
  return useQuery(coursesQuery({ mine: 'true', status: 'all', page }));
}
