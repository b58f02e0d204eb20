import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { codeList } from '../../../../contract/points';
import { apiFetch } from '../../../lib/api-client';
import { pointsKeys } from '../../../lib/queries/points-keys';

export type CodeList = z.infer<typeof codeList>;
export interface CodesFilter {
  status?: 'used' | 'unused' | undefined;
  batch?: string | undefined;
  page: number;
  limit?: number;
}

function search(filter: CodesFilter): string {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.limit) params.set('limit', String(filter.limit));
  if (filter.status) params.set('status', filter.status);
  if (filter.batch) params.set('batch', filter.batch);
  return params.toString();
}

export function listCodes(filter: CodesFilter): Promise<CodeList> {
  return apiFetch<CodeList>(`/points/codes?${search(filter)}`);
}

export function codesQuery(filter: CodesFilter) {
  return queryOptions({
    queryKey: pointsKeys.codeList(filter),
    queryFn: () => listCodes(filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useCodes(filter: CodesFilter) {
  return useQuery(codesQuery(filter));
}

/** Every code of one batch (a batch holds at most 1000), page by page, for the print view. */
export async function listBatchCodes(batch: string): Promise<CodeList['codes']> {
  const first = await listCodes({ batch, page: 1, limit: 100 });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pagination.totalPages - 1) }, (_, index) =>
      listCodes({ batch, page: index + 2, limit: 100 }),
    ),
  );
  return [first, ...rest].flatMap((list) => list.codes);
}

export function useBatchCodes(batch: string | null) {
  return useQuery({
    queryKey: pointsKeys.batchCodes(batch),
    queryFn: () => listBatchCodes(batch ?? ''),
    enabled: Boolean(batch),
  });
}
