import { and, count, eq, gt, max, ne, sql } from 'drizzle-orm';
import type { ChatNotification } from '../../../contract/realtime';
import type { DbOrTx } from '../../db/client';
import { chatMessages, chatSeen } from '../../db/schema/chat';
import type { AuthUser } from '../../plugins/access';
import { enterRoom } from './rooms';

/** What this user has not seen in a room: other people's messages after the last one they saw. */
async function unseen(db: DbOrTx, userId: number, roomId: string): Promise<ChatNotification> {
  const [seen] = await db
    .select({ id: chatSeen.lastSeenMessageId })
    .from(chatSeen)
    .where(and(eq(chatSeen.userId, userId), eq(chatSeen.roomId, roomId)));
  const lastSeen = seen?.id ?? null;
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        ne(chatMessages.userId, userId),
        ...(lastSeen !== null ? [gt(chatMessages.id, lastSeen)] : []),
      ),
    );
  return { unseen_count: row?.n ?? 0, last_seen_message_id: lastSeen };
}

/** `GET /chat-notifications/{id}` and `POST …/increment`: the count, recomputed from the stored messages. */
export async function chatNotification(
  db: DbOrTx,
  user: AuthUser,
  roomId: string,
): Promise<ChatNotification> {
  await enterRoom(db, user, roomId);
  return unseen(db, user.id, roomId);
}

/**
 * Marks the room seen up to a message. Never backwards (a late call from another tab cannot raise the count
 * again) and never past the room's newest message (a made-up id cannot hide messages not yet written).
 */
export async function markSeen(
  db: DbOrTx,
  user: AuthUser,
  roomId: string,
  lastSeenMessageId: number,
): Promise<ChatNotification> {
  await enterRoom(db, user, roomId);
  const [newest] = await db
    .select({ id: max(chatMessages.id) })
    .from(chatMessages)
    .where(eq(chatMessages.roomId, roomId));
  const upTo = Math.min(lastSeenMessageId, newest?.id ?? 0);
  if (upTo > 0) {
    await db
      .insert(chatSeen)
      .values({ userId: user.id, roomId, lastSeenMessageId: upTo })
      .onConflictDoUpdate({
        target: [chatSeen.userId, chatSeen.roomId],
        set: {
          lastSeenMessageId: sql`greatest(${chatSeen.lastSeenMessageId}, excluded.last_seen_message_id)`,
          updatedAt: new Date(),
        },
      });
  }
  return unseen(db, user.id, roomId);
}
