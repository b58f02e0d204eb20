import { useTranslation } from 'react-i18next';
import { toAppLanguage, type AppLanguage } from './languages';

/** The current interface language and a way to change it (persisted and applied to <html> by lib/i18n). */
export function useLanguage(): {
  language: AppLanguage;
  setLanguage: (language: AppLanguage) => Promise<void>;
} {
  const { i18n } = useTranslation();
  return {
    language: toAppLanguage(i18n.resolvedLanguage ?? i18n.language),
    setLanguage: async (language) => {
      await i18n.changeLanguage(language);
    },
  };
}
