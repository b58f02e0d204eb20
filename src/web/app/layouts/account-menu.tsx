import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '../../../contract/users';
import { Avatar } from '../../components/ui/avatar';
import { CalendarIcon, CoinsIcon, DashboardIcon, LogOutIcon } from '../../components/ui/icons';
import { useBalance } from '../../lib/queries/get-balance';
import { useNumberFormat } from '../../lib/use-number-format';
import { directionOf } from '../../lib/languages';
import { notify } from '../../lib/notify';
import { dashboardPathFor } from '../../lib/role-home';
import { signOut } from '../../lib/session';
import { useLanguage } from '../../lib/use-language';
import { AccountTrigger, takeMenuOpenRequest } from './menu-triggers';

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-slate-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/**
 * The signed-in user's initial (or picture) opening a menu: a student's points and live sessions, their
 * dashboard and signing out. "My sessions" sits here rather than in the header's row of links, which has to fit
 * one row at 1280 px in every language.
 */
export default function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // The pages this menu links to load as one group (`routes/account-area.tsx`); fetched now, after the first
    // page, a click on one of them waits for the page's own chunk only, as before the group was split off.
    void import('../routes/account-area');
  }, []);
  useEffect(() => {
    // Opened after mounting, once the trigger is in place, when the stand-in button was pressed. The request
    // is taken on commit, not during a render React may discard (the menu loads lazily, under Suspense).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reacting once to an event outside React
    if (takeMenuOpenRequest('account')) setOpen(true);
  }, []);
  return (
    <DropdownMenu.Root dir={directionOf(language)} open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <AccountTrigger user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 w-64 animate-fade-in rounded-2xl bg-white p-1.5 shadow-xl ring-1 shadow-slate-900/10 ring-slate-200"
      >
        <div className="flex items-center gap-3 px-3 py-3">
          <Avatar name={user.name} src={user.avatar_url} size="md" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-xs text-slate-600">{user.email}</p>
          </div>
        </div>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        {user.role === 'student' ? (
          <>
            <WalletItem />
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/TTHSession">
                <CalendarIcon className="size-5 text-slate-600" />
                {t('nav.mySessions')}
              </Link>
            </DropdownMenu.Item>
          </>
        ) : null}
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to={dashboardPathFor(user.role)}>
            <DashboardIcon className="size-5 text-slate-600" />
            {t('nav.dashboard')}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item
          className={itemClass}
          onSelect={() => void signOut().then(() => notify.success(t('nav.signedOut')))}
        >
          <LogOutIcon className="size-5 text-slate-600" />
          {t('nav.signOut')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** A student's points, read when the menu opens, linking to the wallet. */
function WalletItem() {
  const { t } = useTranslation();
  const balance = useBalance();
  const { formatPoints } = useNumberFormat();
  const points = balance.data?.balance;
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link
        to="/points"
        aria-label={
          points === undefined
            ? t('nav.myPoints')
            : `${t('nav.myPoints')}, ${t('nav.balance', { points: formatPoints(points) })}`
        }
      >
        <CoinsIcon className="size-5 text-slate-600" />
        <span className="flex-1">{t('nav.myPoints')}</span>
        {points === undefined ? (
          <span className="h-5 w-12 animate-pulse rounded-full bg-slate-100" aria-hidden="true" />
        ) : (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-bold text-amber-900 tabular-nums ring-1 ring-amber-200 ring-inset">
            {formatPoints(points)}
          </span>
        )}
      </Link>
    </DropdownMenu.Item>
  );
}
