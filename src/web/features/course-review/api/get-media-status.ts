import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaStatus } from '../../../../contract/media';
import { apiFetch } from '../../../lib/api-client';
import { courseKeys } from '../../../lib/queries/course-keys';

export function getMediaStatus(): Promise<MediaStatus> {
  return apiFetch<MediaStatus>('/admin/media/status');
}

export const mediaStatusQuery = queryOptions({
  queryKey: courseKeys.mediaStatus(),
  queryFn: getMediaStatus,
  staleTime: 0,
});

/** Whether uploaded videos are transcoded here, and how many wait or failed. */
export function useMediaStatus() {
  return useQuery(mediaStatusQuery);
}
