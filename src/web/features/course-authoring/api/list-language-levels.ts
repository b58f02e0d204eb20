import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageLevel } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';

export function listLanguageLevels(languageId: number): Promise<LanguageLevel[]> {
  return apiFetch<LanguageLevel[]>(`/languages/${languageId}/levels`);
}

export function languageLevelsQuery(languageId: number) {
  return queryOptions({
    queryKey: ['languages', languageId, 'levels'],
    queryFn: () => listLanguageLevels(languageId),
  });
}

export function useLanguageLevels(languageId: number | null) {
  return useQuery({ ...languageLevelsQuery(languageId ?? 0), enabled: languageId !== null });
}
