import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageLevel } from '../../../contract/structure';
import { apiFetch } from '../api-client';
import { useCatalogueSelect } from '../use-catalogue-name';
import { structureKeys } from './structure-keys';

export function listLanguageLevels(languageId: number): Promise<LanguageLevel[]> {
  return apiFetch<LanguageLevel[]>(`/languages/${languageId}/levels`);
}

export function languageLevelsQuery(languageId: number) {
  return queryOptions({
    queryKey: structureKeys.languageLevels(languageId),
    queryFn: () => listLanguageLevels(languageId),
  });
}

/** Waits for a selected language: nothing is fetched while `languageId` is null. */
export function useLanguageLevels(languageId: number | null) {
  return useQuery({
    ...languageLevelsQuery(languageId ?? 0),
    enabled: languageId !== null,
    select: useCatalogueSelect(),
  });
}
