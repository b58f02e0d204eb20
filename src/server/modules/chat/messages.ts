import { and, eq } from 'drizzle-orm';
import { CHAT_DELETE_WINDOW_MS, type ChatMessage, type ChatMessageList } from '../../../contract/realtime';
import type { AppContext } from '../../context';
import { chatMessages } from '../../db/schema/chat';
import { forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { transactionWithEvents } from '../../plugins/events';
import { roomMessages, toChatMessage } from './messages.read-model';
import { enterRoom } from './rooms';

export const MESSAGE_NOT_FOUND = 'Message not found';
export const DELETE_WINDOW_OVER = 'You can delete your message only in the first 5 minutes';
export const NOT_YOUR_MESSAGE = 'You can only delete your own messages';

type ChatContext = Pick<AppContext, 'db' | 'events'>;

export async function listMessages(
  ctx: ChatContext,
  user: AuthUser,
  roomId: string,
  query: { before?: number; after?: number; limit: number },
): Promise<ChatMessageList> {
  await enterRoom(ctx.db, user, roomId);
  return roomMessages(ctx.db, roomId, query);
}

/** Stores a message (the body schema has trimmed it to 1–2,000 characters), then pushes it to the room. */
export async function postMessage(
  ctx: ChatContext,
  user: AuthUser,
  roomId: string,
  text: string,
): Promise<ChatMessage> {
  await enterRoom(ctx.db, user, roomId);
  return transactionWithEvents(ctx, async (tx, emit) => {
    const [row] = await tx.insert(chatMessages).values({ roomId, userId: user.id, text }).returning();
    const message = toChatMessage(row!, user.name);
    emit({ type: 'chat.message', roomId, message });
    return message;
  });
}

/** The author within five minutes of sending; the room's professor and admins at any time. */
export async function deleteMessage(
  ctx: ChatContext,
  user: AuthUser,
  roomId: string,
  messageId: number,
  now = new Date(),
): Promise<void> {
  const room = await enterRoom(ctx.db, user, roomId);
  await transactionWithEvents(ctx, async (tx, emit) => {
    const [row] = await tx
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.id, messageId), eq(chatMessages.roomId, roomId)))
      .for('update');
    if (!row) throw notFound(MESSAGE_NOT_FOUND);
    const moderator = user.role === 'admin' || user.id === room.professorId;
    if (!moderator) {
      if (row.userId !== user.id) throw forbidden(NOT_YOUR_MESSAGE);
      if (now.getTime() - row.createdAt.getTime() > CHAT_DELETE_WINDOW_MS)
        throw forbidden(DELETE_WINDOW_OVER);
    }
    await tx.delete(chatMessages).where(eq(chatMessages.id, row.id));
    emit({ type: 'chat.deleted', roomId, messageId: row.id });
  });
}
