import { Suspense } from 'react';
import type { User } from '../../../contract/users';
import { lazyPage } from '../routes/lazy-page';

/** The bell and its menu load after the first paint, with their translations, to keep the first load small. */
const NotificationBell = lazyPage(
  () => import('../../features/notifications/components/notification-bell'),
  ['notifications'],
);

export function NotificationBellSlot({ user }: { user: User }) {
  return (
    <Suspense fallback={<span className="block size-10" aria-hidden="true" />}>
      <NotificationBell role={user.role} />
    </Suspense>
  );
}
