import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { myCourses } from '../../../../contract/points';
import { apiFetch } from '../../../lib/api-client';
import { pointsKeys } from '../../../lib/queries/points-keys';

export type PurchasedCourses = z.infer<typeof myCourses>;

/** The courses the signed-in student bought, newest purchase first. */
export function listPurchasedCourses(page: number): Promise<PurchasedCourses> {
  return apiFetch<PurchasedCourses>(`/points/my-courses?page=${page}`);
}

export function purchasedCoursesQuery(page: number) {
  return queryOptions({
    queryKey: pointsKeys.purchasedCoursesPage(page),
    queryFn: () => listPurchasedCourses(page),
    placeholderData: keepPreviousData,
  });
}

export function usePurchasedCourses(page: number) {
  return useQuery(purchasedCoursesQuery(page));
}
