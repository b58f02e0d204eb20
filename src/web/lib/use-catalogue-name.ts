import { useCallback } from 'react';
import {
  localizeCatalogue,
  translatedName,
  type CatalogueTranslations,
} from '../../contract/catalogue-translations';
import { useLanguage } from './use-language';

/**
 * A catalogue node's name in the interface language. Readers get names already translated by the server;
 * admins get nodes whole (to edit all three languages), and their screens name them through this.
 */
export function useCatalogueName(): (node: {
  name: string;
  translations?: CatalogueTranslations | undefined;
}) => string {
  const { language } = useLanguage();
  return (node) => translatedName(node.name, node.translations, language);
}

/**
 * A query `select` that names every catalogue node of the answer in the interface language. Readers' answers
 * pass unchanged (the server named them already); an admin's whole nodes are named here, while the cache keeps
 * them whole for the editors.
 */
export function useCatalogueSelect(): <T>(data: T) => T {
  const { language } = useLanguage();
  return useCallback(<T>(data: T): T => localizeCatalogue(data, language), [language]);
}
