import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { notify } from '../../lib/notify';
import type { Role } from '../../../contract/users';
import { PageSpinner } from '../../components/ui/spinner';
import { dashboardPathFor, loginPathFor } from '../../lib/role-home';
import { useSession } from '../../lib/use-session';

/**
 * Lets through only the given role. Signed-out visitors go to login and come back after it (a purposeful
 * sign-out goes home instead); a signed-in user of another role lands on their own dashboard, with a toast
 * when they tried to enter a staff area.
 */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { state } = useSession();
  const location = useLocation();

  if (state.status === 'checking') return <PageSpinner />;
  if (state.status === 'signed-out') {
    if (state.reason === 'user') return <Navigate to="/" replace />;
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  if (state.user.role !== role) {
    return <WrongArea home={dashboardPathFor(state.user.role)} warn={role !== 'student'} />;
  }
  return children;
}

/** Lets through any signed-in user (pages that check access themselves); others go to login and back. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'checking') return <PageSpinner />;
  if (state.status === 'signed-out') {
    if (state.reason === 'user') return <Navigate to="/" replace />;
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}

function WrongArea({ home, warn }: { home: string; warn: boolean }) {
  const { t } = useTranslation();
  useEffect(() => {
    // A fixed id keeps one toast even when effects run twice (StrictMode) or guards nest.
    if (warn) notify.error(t('guard.notYourArea'), { id: 'guard-not-your-area' });
  }, [warn, t]);
  return <Navigate to={home} replace />;
}
