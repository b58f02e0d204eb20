import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { PageSpinner } from '../../components/ui/spinner';
import { loginPathFor } from '../../lib/role-home';
import { onSessionExpired } from '../../lib/session';
import { ScrollManager } from '../scroll-manager';
import { SiteSettingsBridge } from '../site-settings-bridge';

/** Around every route: scroll restoration, the one page spinner, and the way out when a session expires. */
export function RootLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(
    () =>
      onSessionExpired(() => {
        notify.info(t('guard.sessionExpired'), { id: 'session-expired' });
        const here = `${window.location.pathname}${window.location.search}`;
        void navigate(loginPathFor(here), { replace: true });
      }),
    [navigate, t],
  );

  return (
    <>
      <ScrollManager />
      <SiteSettingsBridge />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
