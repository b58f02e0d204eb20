import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '../../../../contract/notifications';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/queries/notification-keys';

export function updateNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return apiFetch<NotificationPreferences>('/notifications/preferences', {
    method: 'PUT',
    body: preferences,
  });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
