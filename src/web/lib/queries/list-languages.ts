import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../contract/structure';
import { apiFetch } from '../api-client';
import { useCatalogueSelect } from '../use-catalogue-name';
import { structureKeys } from './structure-keys';

export function listLanguages(): Promise<Language[]> {
  return apiFetch<Language[]>('/languages');
}

export function languagesQuery() {
  return queryOptions({ queryKey: structureKeys.languages(), queryFn: listLanguages });
}

export function useLanguages() {
  return useQuery({ ...languagesQuery(), select: useCatalogueSelect() });
}
