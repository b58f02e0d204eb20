import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';

export function getLanguages(): Promise<Language[]> {
  return apiFetch<Language[]>('/languages');
}

export function languagesQuery() {
  return queryOptions({ queryKey: ['structure', 'languages'], queryFn: getLanguages });
}

export function useLanguages() {
  return useQuery(languagesQuery());
}
