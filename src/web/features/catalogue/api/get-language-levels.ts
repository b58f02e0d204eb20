import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageLevel } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';

export function getLanguageLevels(languageId: number): Promise<LanguageLevel[]> {
  return apiFetch<LanguageLevel[]>(`/languages/${languageId}/levels`);
}

export function languageLevelsQuery(languageId: number) {
  return queryOptions({
    queryKey: ['structure', 'language-levels', languageId],
    queryFn: () => getLanguageLevels(languageId),
  });
}

/** Waits for a selected parent: nothing is fetched while `languageId` is null. */
export function useLanguageLevels(languageId: number | null) {
  return useQuery({ ...languageLevelsQuery(languageId ?? 0), enabled: languageId !== null });
}
