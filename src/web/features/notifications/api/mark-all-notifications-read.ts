import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '../../../../contract/notifications';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/queries/notification-keys';

export function markAllNotificationsRead(): Promise<{ updated: number }> {
  return apiFetch<{ updated: number }>('/notifications/read-all', { method: 'POST' });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData<NotificationList>(notificationKeys.list(), (list) =>
        list
          ? { notifications: list.notifications.map((n) => ({ ...n, read: true })), unreadCount: 0 }
          : list,
      );
      return queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  });
}
