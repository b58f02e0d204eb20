import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScanFilesReport } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';
import { courseKeys } from '../../../lib/queries/course-keys';

export function scanCourseFiles(): Promise<ScanFilesReport> {
  return apiFetch<ScanFilesReport>('/courses/admin/scan-files');
}

export const scanCourseFilesQuery = queryOptions({
  queryKey: courseKeys.scanFiles(),
  queryFn: scanCourseFiles,
  staleTime: 0,
});

/** Files courses reference that storage lacks, and stored files nothing references. */
export function useScanCourseFiles() {
  return useQuery(scanCourseFilesQuery);
}
