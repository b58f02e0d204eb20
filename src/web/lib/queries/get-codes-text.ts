import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CodesText } from '../../../contract/settings';
import { apiFetch } from '../api-client';
import { pointsKeys } from './points-keys';

/** Where students get top-up codes, in each language: shown on /points, edited on /admin/point-codes. */
export function getCodesText(): Promise<CodesText> {
  return apiFetch<CodesText>('/settings/points-codes-text');
}

export function codesTextQuery() {
  return queryOptions({ queryKey: pointsKeys.codesText(), queryFn: getCodesText });
}

export function useCodesText() {
  return useQuery(codesTextQuery());
}
