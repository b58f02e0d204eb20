import { Suspense, lazy } from 'react';
import type { User } from '../../../contract/users';
import { AccountTrigger, standInHandlers } from './menu-triggers';

const AccountMenu = lazy(() => import('./account-menu'));

/** The account menu, standing in with its button until the menu's code has loaded. */
export function UserMenu({ user }: { user: User }) {
  return (
    <Suspense fallback={<AccountTrigger user={user} {...standInHandlers('account')} />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
