import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyCourseResult } from '../../../../contract/points';
import { apiFetch } from '../../../lib/api-client';
import { ApiError } from '../../../lib/http';
import { commentKeys } from '../../../lib/queries/comment-keys';
import { courseKeys } from '../../../lib/queries/course-keys';
import { invalidateWallet } from '../../../lib/queries/invalidate-wallet';
import { pointsKeys } from '../../../lib/queries/points-keys';

/**
 * Spends the course's price from the wallet (a free course just records the enrolment). Refused with 402
 * `Insufficient points`, 409 `Course already purchased`, and 403 for staff, who cannot buy.
 */
export function buyCourse(courseId: number): Promise<BuyCourseResult> {
  return apiFetch<BuyCourseResult>('/points/buy-course', { method: 'POST', body: { courseId } });
}

export function useBuyCourse(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => buyCourse(courseId),
    onSuccess: (result) => {
      void invalidateWallet(queryClient, result.balance);
      void queryClient.invalidateQueries({ queryKey: pointsKeys.purchasedCourses() });
      void queryClient.invalidateQueries({ queryKey: commentKeys.course(courseId) });
      // Resolves once the course is read again, now with its content and file grants.
      return queryClient.invalidateQueries({ queryKey: courseKeys.detail(courseId) });
    },
    onError: (error) => {
      // Bought already (another tab, a double click): what this page shows is out of date.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: pointsKeys.balance() });
        void queryClient.invalidateQueries({ queryKey: courseKeys.detail(courseId) });
      }
    },
  });
}
