import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyStudentList } from '../../../../contract/dashboards';
import { apiFetch } from '../../../lib/api-client';
import { dashboardKeys } from '../../../lib/queries/dashboard-keys';

export interface MyStudentsFilter {
  page: number;
  search: string;
}

export function listMyStudents(filter: MyStudentsFilter): Promise<MyStudentList> {
  const params = new URLSearchParams({ page: String(filter.page), limit: '20' });
  if (filter.search) params.set('search', filter.search);
  return apiFetch<MyStudentList>(`/professor/my-students?${params}`);
}

export function useMyStudents(filter: MyStudentsFilter) {
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.myStudents(filter),
      queryFn: () => listMyStudents(filter),
      placeholderData: keepPreviousData,
    }),
  );
}
