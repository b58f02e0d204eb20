import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { ChatMessage, ChatMessageList } from '../../../contract/realtime';
import type { DbOrTx } from '../../db/client';
import { isoColumn } from '../../db/json-time';
import { chatMessages } from '../../db/schema/chat';
import { users } from '../../db/schema/users';
import { extend } from '../../objects';

/** A stored message as the chat calls and the socket carry it. */
export function toChatMessage(row: typeof chatMessages.$inferSelect, userName: string): ChatMessage {
  return {
    id: row.id,
    roomId: row.roomId,
    userId: row.userId,
    userName,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * One page of a room, oldest first: the newest `limit` messages, those before `before` (scrolling up), or
 * those after `after` (catching up after a reconnect). `hasMore` says whether older messages exist.
 */
export async function roomMessages(
  db: DbOrTx,
  roomId: string,
  query: { before?: number; after?: number; limit: number },
): Promise<ChatMessageList> {
  const inRoom = eq(chatMessages.roomId, roomId);
  // The message's time as the API's text (`isoColumn`): a page of fifty makes no Date to write back.
  const select = () =>
    db
      .select({
        m: {
          id: chatMessages.id,
          roomId: chatMessages.roomId,
          userId: chatMessages.userId,
          text: chatMessages.text,
          createdAt: isoColumn(chatMessages.createdAt),
        },
        name: users.name,
      })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId));
  if (query.after !== undefined) {
    const rows = await select()
      .where(and(inRoom, gt(chatMessages.id, query.after)))
      .orderBy(asc(chatMessages.id))
      .limit(query.limit);
    const first = rows[0]?.m.id ?? query.after + 1;
    const [older] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(inRoom, lt(chatMessages.id, first)))
      .limit(1);
    return { messages: rows.map((r) => extend(r.m, { userName: r.name })), hasMore: older !== undefined };
  }
  const rows = await select()
    .where(query.before !== undefined ? and(inRoom, lt(chatMessages.id, query.before)) : inRoom)
    .orderBy(desc(chatMessages.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).reverse();
  return {
    messages: page.map((r) => extend(r.m, { userName: r.name })),
    hasMore: rows.length > query.limit,
  };
}
