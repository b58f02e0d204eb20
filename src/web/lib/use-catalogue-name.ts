import { translatedName, type CatalogueTranslations } from '../../contract/catalogue-translations';
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
