/** What every review action does once the server has answered: the course and the lists are read again. */
import type { QueryClient } from '@tanstack/react-query';
import type { CourseSummary } from '../../../../contract/courses';

export function afterReview(queryClient: QueryClient, course: CourseSummary): void {
  // Not awaited: the caller's own success handling (toast, leaving the queue) runs at once.
  void Promise.all([
    queryClient.invalidateQueries({ queryKey: ['courses', 'detail', course.id] }),
    queryClient.invalidateQueries({ queryKey: ['courses', 'pending'] }),
    queryClient.invalidateQueries({ queryKey: ['courses', 'admin-list'] }),
  ]);
}
