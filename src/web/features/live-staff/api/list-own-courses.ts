import { useQuery } from '@tanstack/react-query';
import { coursesQuery } from '../../../lib/queries/list-courses';

/** The signed-in professor's courses (every status), to attach a session to one of them. */
export function useOwnCourses() {
  return useQuery(coursesQuery({ mine: 'true', status: 'all', page: 1, limit: 100 }));
}
