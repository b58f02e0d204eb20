import { Suspense, lazy } from 'react';
import type { User } from '../../../contract/users';
import { useAfterFirstPage } from '../../lib/after-first-page';
import { AccountTrigger, standInHandlers } from './menu-triggers';

const AccountMenu = lazy(() => import('./account-menu'));

/** The account menu, standing in with its button until the first page is shown and the menu's code is in. */
export function UserMenu({ user }: { user: User }) {
  const load = useAfterFirstPage();
  const standIn = <AccountTrigger user={user} {...standInHandlers('account')} />;
  if (!load) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
