import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '../../../../contract/notifications';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/queries/notification-keys';
import { useSocketConnected } from '../../../lib/realtime/use-realtime';

export const NOTIFICATIONS_POLL_MS = 60_000;

/** The signed-in user's latest notifications, newest first, with how many are unread. */
export function listNotifications(): Promise<NotificationList> {
  return apiFetch<NotificationList>('/notifications?limit=30');
}

/** `pushed`: the socket is up, so new notifications arrive by themselves; while it is down, ask once a minute. */
export function notificationsQuery(pushed = false) {
  return queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: listNotifications,
    staleTime: 0,
    refetchInterval: pushed ? false : NOTIFICATIONS_POLL_MS,
  });
}

export function useNotifications() {
  return useQuery(notificationsQuery(useSocketConnected()));
}
