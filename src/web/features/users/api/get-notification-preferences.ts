import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '../../../../contract/notifications';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/queries/notification-keys';

/** Whether the signed-in user also receives their notifications by email. */
export function getNotificationPreferences(): Promise<NotificationPreferences> {
  return apiFetch<NotificationPreferences>('/notifications/preferences');
}

export function notificationPreferencesQuery() {
  return queryOptions({ queryKey: notificationKeys.preferences(), queryFn: getNotificationPreferences });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery());
}
