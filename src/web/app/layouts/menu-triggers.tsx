/**
 * The buttons that open the header menus. The menus themselves (Radix dropdowns) load once the first page is
 * on screen and the browser is idle (lib/after-first-page.ts) to keep the first load small; until then these
 * same buttons stand in, and a press on one loads its menu at once and opens it as soon as it arrives.
 */
import type { ButtonHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../contract/users';
import { Avatar } from '../../components/ui/avatar';
import { ChevronDownIcon, GlobeIcon } from '../../components/ui/icons/first-load';
import { loadDeferredNow } from '../../lib/after-first-page';
import { LANGUAGE_NAMES } from '../../lib/languages';
import { useLanguage } from '../../lib/use-language';

export type MenuId = 'language' | 'account';

/** When each stand-in was last pressed; a request older than a few seconds is stale and ignored. */
const requested = new Map<MenuId, number>();
const REQUEST_LIFETIME_MS = 5000;

/** Props for a stand-in button: a press (pointer or keyboard) loads the menu and opens it once it is in. */
export function standInHandlers(menu: MenuId) {
  const request = () => {
    requested.set(menu, Date.now());
    loadDeferredNow();
  };
  return { onPointerDown: request, onClick: request };
}

/** True once if the menu's stand-in button was clicked before the menu loaded. */
export function takeMenuOpenRequest(menu: MenuId): boolean {
  const at = requested.get(menu);
  requested.delete(menu);
  return at !== undefined && Date.now() - at < REQUEST_LIFETIME_MS;
}

type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

export function LanguageTrigger({
  tone = 'light',
  className = '',
  ...props
}: TriggerProps & { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const colors =
    tone === 'light'
      ? 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100'
      : 'text-brand-50 hover:bg-white/10 hover:text-white';
  return (
    <button
      type="button"
      aria-label={`${t('nav.language')}: ${LANGUAGE_NAMES[language]}`}
      className={`inline-flex h-10 items-center gap-1.5 rounded-xl px-2.5 text-sm font-semibold transition-colors ${colors} ${className}`}
      {...props}
    >
      <GlobeIcon className="size-5" />
      <span lang={language}>{LANGUAGE_NAMES[language]}</span>
      <ChevronDownIcon className="size-4 opacity-70" />
    </button>
  );
}

export function AccountTrigger({ user, className = '', ...props }: TriggerProps & { user: User }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t('nav.accountMenu', { name: user.name })}
      className={`inline-flex items-center gap-2 rounded-full p-0.5 pe-2 text-slate-800 transition-colors hover:bg-slate-100 data-[state=open]:bg-slate-100 ${className}`}
      {...props}
    >
      <Avatar name={user.name} src={user.avatar_url} size="sm" />
      <span className="hidden max-w-36 truncate text-sm font-semibold sm:inline">{user.name}</span>
      <ChevronDownIcon className="size-4 text-slate-600" />
    </button>
  );
}
