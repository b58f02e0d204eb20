import { boolean, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { liveSessions } from './live';
import { users } from './users';

export const notificationType = pgEnum('notification_type', [
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
]);

/** What a user is told (newest first on their page); real-time delivery reads the same rows. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationType('type').notNull(),
    message: text('message').notNull(),
    sessionId: integer('session_id').references(() => liveSessions.id, { onDelete: 'set null' }),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx').on(t.userId, t.read),
  ],
);

/** A user's choices about notifications; no row means the defaults (email on). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
