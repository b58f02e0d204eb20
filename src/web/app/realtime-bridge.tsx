import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Notification, NotificationList } from '../../contract/notifications';
import { notify } from '../lib/notify';
import { notificationKeys } from '../lib/queries/notification-keys';
import { sidebarCountKeys, writeSidebarCounts } from '../lib/queries/pending-counts';
import { bindRealtimeToSession, realtime } from '../lib/realtime/realtime';
import { useSocketEvent } from '../lib/realtime/use-realtime';

/** A pushed notification goes at the top of the bell's list, counted unread, once. */
export function addNotification(list: NotificationList | undefined, notification: Notification) {
  if (!list || list.notifications.some((n) => n.id === notification.id)) return list;
  return {
    notifications: [notification, ...list.notifications],
    unreadCount: list.unreadCount + (notification.read ? 0 : 1),
  };
}

/**
 * Loaded after the first paint: starts the tab's socket while a user is signed in and turns what it pushes
 * into the app's state. A notification becomes a toast and enters the bell; sidebar counts go into their
 * queries; after a reconnect, what may have been missed is read again.
 */
export default function RealtimeBridge() {
  const queryClient = useQueryClient();

  useEffect(() => bindRealtimeToSession(), []);

  useSocketEvent('notification', ({ notification }) => {
    notify.info(notification.message, { id: `notification-${notification.id}` });
    queryClient.setQueryData<NotificationList>(notificationKeys.list(), (list) =>
      addNotification(list, notification),
    );
    void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
  });

  useSocketEvent('counts', ({ counts }) => writeSidebarCounts(queryClient, counts));

  useSocketEvent('ready', () => {
    if (realtime.readyCount < 2) return;
    void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    for (const queryKey of sidebarCountKeys) void queryClient.invalidateQueries({ queryKey });
  });

  return null;
}
