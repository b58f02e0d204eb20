import { z } from 'zod';
import { id } from './common';
import { notification } from './notifications';

/**
 * Real time: chat rooms and the one WebSocket (`GET /api/ws`) that pushes chat, notifications and counts.
 * A room id is exactly the `{id}` of the chat calls: a live session's id for its room, `pc-<id>` for a
 * private class.
 */

export const CHAT_MESSAGE_MAX = 2_000;
export const CHAT_PAGE_MAX = 100;
/** The author may delete their own message for this long; the room's professor and admins at any time. */
export const CHAT_DELETE_WINDOW_MS = 5 * 60_000;
/** The first message must authenticate within this time, or the socket closes with WS_CLOSE_UNAUTHORIZED. */
export const WS_AUTH_TIMEOUT_MS = 5_000;
export const WS_PING_INTERVAL_MS = 25_000;
/** Close code: no valid token in time, a bad token, or the access token expired (refresh, then reconnect). */
export const WS_CLOSE_UNAUTHORIZED = 4401;
/** The server is shutting down (a deploy, a scale-in): reconnect soon, the load balancer picks another instance. */
export const WS_CLOSE_RESTARTING = 1012;

export const CHAT_ROOM_NOT_FOUND = 'Chat room not found';

/** `12` (a live session) or `pc-7` (a private class). */
export const roomId = z
  .string()
  .regex(/^([1-9][0-9]{0,9}|pc-[1-9][0-9]{0,9})$/, { error: 'Not a chat room' });
export type RoomId = z.infer<typeof roomId>;
export const roomParam = z.object({ id: roomId });
export const roomMessageParam = z.object({ id: roomId, messageId: z.coerce.number().int().min(1) });

export const chatMessage = z.object({
  id,
  roomId: z.string(),
  userId: id,
  userName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** `GET /chat-messages/{id}?before=&after=&limit=`: the newest page, older pages with `before`, newer with `after`. */
export const chatMessagesQuery = z.object({
  before: z.coerce.number().int().min(1).optional(),
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(50),
});
/** Oldest first; `hasMore` says whether older messages exist before the first one. */
export const chatMessageList = z.object({ messages: z.array(chatMessage), hasMore: z.boolean() });
export type ChatMessageList = z.infer<typeof chatMessageList>;

export const postChatMessageBody = z.object({
  message_text: z
    .string()
    .trim()
    .min(1, { error: 'Write a message' })
    .max(CHAT_MESSAGE_MAX, { error: `A message is at most ${CHAT_MESSAGE_MAX} characters` }),
});

export const chatNotification = z.object({
  unseen_count: z.number().int().min(0),
  last_seen_message_id: z.number().int().nullable(),
});
export type ChatNotification = z.infer<typeof chatNotification>;
export const markSeenBody = z.object({ lastSeenMessageId: z.coerce.number().int().min(1) });

/** What the sidebars count; a role sees only its own keys (missing keys read as zero). */
export const sidebarCounts = z.object({
  pendingCourses: z.number().int().optional(),
  pendingLiveSections: z.number().int().optional(),
  pendingLiveSessions: z.number().int().optional(),
  pendingQuizzes: z.number().int().optional(),
  pendingPrivateClasses: z.number().int().optional(),
  unansweredComments: z.number().int().optional(),
});
export type SidebarCounts = z.infer<typeof sidebarCounts>;

/** Messages the client sends on the socket. */
export const clientSocketMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('subscribe'), roomId }),
  z.object({ type: z.literal('unsubscribe'), roomId }),
]);
export type ClientSocketMessage = z.infer<typeof clientSocketMessage>;

/** Events the server pushes. */
export const serverSocketMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), userId: id }),
  z.object({ type: z.literal('subscribed'), roomId: z.string() }),
  z.object({ type: z.literal('chat.message'), roomId: z.string(), message: chatMessage }),
  z.object({ type: z.literal('chat.deleted'), roomId: z.string(), messageId: id }),
  z.object({ type: z.literal('notification'), notification }),
  z.object({ type: z.literal('counts'), counts: sidebarCounts }),
  z.object({ type: z.literal('error'), code: z.number().int(), roomId: z.string().optional() }),
]);
export type ServerSocketMessage = z.infer<typeof serverSocketMessage>;
