import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveSectionDetail } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';

/** A live section with its sessions and whether the signed-in viewer owns it. */
export function getLiveSection(sectionId: number): Promise<LiveSectionDetail> {
  return apiFetch<LiveSectionDetail>(`/live-sections/${sectionId}`);
}

export function liveSectionQuery(sectionId: number) {
  return queryOptions({ queryKey: liveKeys.section(sectionId), queryFn: () => getLiveSection(sectionId) });
}

export function useLiveSection(sectionId: number) {
  return useQuery(liveSectionQuery(sectionId));
}
