import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';

export function listLanguages(): Promise<Language[]> {
  return apiFetch<Language[]>('/languages');
}

export const languagesQuery = queryOptions({ queryKey: ['languages'], queryFn: listLanguages });

export function useLanguages() {
  return useQuery(languagesQuery);
}
