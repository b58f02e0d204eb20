import { useTranslation } from 'react-i18next';
import type { User } from '../../contract/users';
import { apiFetch } from './api-client';
import { toAppLanguage, type AppLanguage } from './languages';
import { getSession, updateSessionUser } from './session';

/**
 * The current interface language and a way to change it (persisted and applied to <html> by lib/i18n). A
 * signed-in user's choice is also saved on their account, so the platform's mails to them use it.
 */
export function useLanguage(): {
  language: AppLanguage;
  setLanguage: (language: AppLanguage) => Promise<void>;
} {
  const { i18n } = useTranslation();
  return {
    language: toAppLanguage(i18n.resolvedLanguage ?? i18n.language),
    setLanguage: async (language) => {
      await i18n.changeLanguage(language);
      void rememberLanguage(language);
    },
  };
}

async function rememberLanguage(language: AppLanguage): Promise<void> {
  const session = getSession();
  if (session.status !== 'signed-in' || session.user.language === language) return;
  try {
    const user = await apiFetch<User>(`/users/${session.user.id}`, { method: 'PUT', body: { language } });
    updateSessionUser(user);
  } catch {
    // The interface has switched already; the account keeps its former language until the next switch.
  }
}
