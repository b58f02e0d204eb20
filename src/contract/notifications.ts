import { z } from 'zod';

export const notificationTypes = [
  'live_session_scheduled',
  'live_session_started',
  'live_session_reminder',
  'live_session_cancelled',
  'course_approved',
  'course_rejected',
  'private_class_requested',
  'private_class_confirmed',
  'private_class_rejected',
  'private_class_paid',
  'private_class_cancelled',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notification = z.object({
  id: z.number().int(),
  type: z.enum(notificationTypes),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  sessionId: z.number().int().nullable(),
});
export type Notification = z.infer<typeof notification>;

export const notificationList = z.object({
  notifications: z.array(notification),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationList>;

export const notificationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const markReadBody = z.object({ read: z.literal(true) });

export const notificationPreferences = z.object({ email: z.boolean() });
export type NotificationPreferences = z.infer<typeof notificationPreferences>;
