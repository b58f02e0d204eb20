import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '../../../../contract/notifications';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/queries/notification-keys';

export const NOTIFICATIONS_POLL_MS = 60_000;

/** The signed-in user's latest notifications, newest first, with how many are unread. */
export function listNotifications(): Promise<NotificationList> {
  return apiFetch<NotificationList>('/notifications?limit=30');
}

export function notificationsQuery() {
  return queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: listNotifications,
    staleTime: 0,
    // Until notifications are pushed over the socket, the bell asks once a minute.
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
}

export function useNotifications() {
  return useQuery(notificationsQuery());
}
