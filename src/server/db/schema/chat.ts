import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Chat rooms are named, not owned: `room_id` is exactly the `{id}` of the chat calls (`12` for live session 12,
 * `pc-7` for private class 7), so one table serves every kind of room. Deleted messages are removed outright.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    roomId: text('room_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_room_id_idx').on(t.roomId, t.id)],
);

/** The newest message each user has seen in each room; the unseen count is what came after it. */
export const chatSeen = pgTable(
  'chat_seen',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomId: text('room_id').notNull(),
    lastSeenMessageId: integer('last_seen_message_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roomId] })],
);
