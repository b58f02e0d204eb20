import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList } from '../../../../contract/notifications';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/queries/notification-keys';

export function markNotificationRead(id: number): Promise<Notification> {
  return apiFetch<Notification>(`/notifications/${id}`, { method: 'PATCH', body: { read: true } });
}

/** Marks one read; the list in the cache changes at once, then is read again. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (updated) => {
      queryClient.setQueryData<NotificationList>(notificationKeys.list(), (list) => {
        if (!list) return list;
        const wasUnread = list.notifications.some((n) => n.id === updated.id && !n.read);
        return {
          notifications: list.notifications.map((n) => (n.id === updated.id ? updated : n)),
          unreadCount: Math.max(0, list.unreadCount - (wasUnread ? 1 : 0)),
        };
      });
      return queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  });
}
