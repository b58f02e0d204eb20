import * as Dialog from '@radix-ui/react-dialog';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { CloseIcon, HomeIcon, MenuIcon } from '../../components/ui/icons';
import { SiteLogo } from './site-logo';
import { Tooltip, TooltipProvider } from '../../components/ui/tooltip';
import { PageSpinner } from '../../components/ui/spinner';
import { FirstPageShown } from '../../lib/after-first-page';
import { useSession } from '../../lib/use-session';
import { staffPagesOf, type StaffArea } from '../routes/staff-pages';
import { LanguageSwitch } from './language-switch';
import { NotificationBellSlot } from './notification-bell-slot';
import { SkipLink } from './skip-link';
import { UserMenu } from './user-menu';

/** The admin and professor areas: a sidebar built from the registered staff pages, a top bar, the page. */
export default function StaffLayout({ area }: { area: StaffArea }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const areaName = t(area === 'admin' ? 'staff-area:staff.adminArea' : 'staff-area:staff.professorArea');

  return (
    <TooltipProvider>
      <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[17rem_1fr]">
        <SkipLink />
        <aside className="hidden border-e border-slate-200 bg-white lg:block">
          <div className="sticky top-0 h-dvh">
            <SidebarContent area={area} areaName={areaName} />
          </div>
        </aside>

        <div className="flex min-w-0 flex-col">
          <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6 lg:px-8">
            <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
              <Tooltip label={t('nav.openMenu')}>
                <Dialog.Trigger
                  className="inline-flex size-10 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 lg:hidden"
                  aria-label={t('nav.openMenu')}
                >
                  <MenuIcon />
                </Dialog.Trigger>
              </Tooltip>
              <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40 backdrop-blur-[2px]" />
                <Dialog.Content className="fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] animate-fade-in flex-col bg-white shadow-2xl outline-none">
                  <Dialog.Title className="sr-only">{t('staff-area:staff.navigation')}</Dialog.Title>
                  <Dialog.Description className="sr-only">{areaName}</Dialog.Description>
                  <Dialog.Close
                    className="absolute end-3 top-3 inline-flex size-10 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100"
                    aria-label={t('nav.closeMenu')}
                  >
                    <CloseIcon />
                  </Dialog.Close>
                  <SidebarContent area={area} areaName={areaName} onNavigate={() => setMenuOpen(false)} />
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>
            <Link to="/" className="rounded-xl lg:hidden" aria-label={t('nav.homeLink')}>
              <SiteLogo />
            </Link>
            <p className="hidden items-center gap-2 text-sm font-semibold text-slate-700 lg:flex">
              <span className="size-2 rounded-full bg-brand-500" aria-hidden="true" />
              {areaName}
            </p>
            <div className="ms-auto flex items-center gap-1 sm:gap-2">
              <LanguageSwitch />
              {user ? (
                <>
                  <NotificationBellSlot user={user} />
                  <UserMenu user={user} />
                </>
              ) : null}
            </div>
          </header>
          <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
              <FirstPageShown />
            </Suspense>
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}

function SidebarContent({
  area,
  areaName,
  onNavigate,
}: {
  area: StaffArea;
  areaName: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const links = staffPagesOf(area).filter((page) => page.nav);
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 items-center px-5">
        <Link to="/" className="rounded-xl" aria-label={t('nav.homeLink')} onClick={onNavigate}>
          <SiteLogo />
        </Link>
      </div>
      <nav aria-label={t('staff-area:staff.navigation')} className="flex-1 overflow-y-auto px-3 py-4">
        <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{areaName}</p>
        <ul className="space-y-1">
          {links.map((page) => {
            const nav = page.nav;
            if (!nav) return null;
            const NavIcon = nav.icon;
            const Badge = nav.badge;
            return (
              <li key={page.path}>
                <NavLink
                  to={`/${area}/${page.path}`}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition-colors ${
                      isActive
                        ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                    }`
                  }
                >
                  <NavIcon className="size-5 shrink-0" />
                  {t(nav.label, { ns: 'staff-area' })}
                  {Badge ? <Badge /> : null}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-3">
        <Link
          to="/"
          onClick={onNavigate}
          className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        >
          <HomeIcon className="size-5 shrink-0" />
          {t('staff-area:staff.backToSite')}
        </Link>
      </div>
    </div>
  );
}
