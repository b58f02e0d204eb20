import { CHAT_ROOM_NOT_FOUND } from '../../../contract/realtime';
import type { DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { sessionRoom } from '../live/index';
import { privateClassRoom } from '../private-classes/index';

export const NOT_A_PARTICIPANT = 'You are not a participant of this chat';

/** A room someone may be in: its id as the chat calls spell it, and the professor who teaches in it. */
export interface Room {
  id: string;
  professorId: number;
}

/**
 * Where a room's participants are decided: a live session's room (`12`) admits the people who may enter the
 * session (its professor, admins, seat and section buyers); a private class's (`pc-7`) its student, its professor
 * and admins. Null when there is no room the user may know of; `participant` says whether they may enter.
 */
export async function findRoom(
  db: DbOrTx,
  user: Pick<AuthUser, 'id' | 'role'>,
  roomId: string,
): Promise<(Room & { participant: boolean }) | null> {
  const privateClass = /^pc-([1-9][0-9]{0,9})$/.exec(roomId);
  if (privateClass) {
    const id = Number(privateClass[1]);
    if (id > 2_147_483_647) return null;
    const room = await privateClassRoom(db, user, id);
    return room ? { id: roomId, professorId: room.professorId, participant: room.participant } : null;
  }
  if (!/^[1-9][0-9]{0,9}$/.test(roomId)) return null;
  const sessionId = Number(roomId);
  if (sessionId > 2_147_483_647) return null;
  const room = await sessionRoom(db, user, sessionId);
  return room ? { id: roomId, professorId: room.professorId, participant: room.participant } : null;
}

/** The room, for a participant; 404 when it does not exist (for this user), 403 when they are not in it. */
export async function enterRoom(
  db: DbOrTx,
  user: Pick<AuthUser, 'id' | 'role'>,
  roomId: string,
): Promise<Room> {
  const room = await findRoom(db, user, roomId);
  if (!room) throw notFound(CHAT_ROOM_NOT_FOUND);
  if (!room.participant) throw forbidden(NOT_A_PARTICIPANT);
  return { id: room.id, professorId: room.professorId };
}

/** For the socket: may this user receive what is said in this room? */
export async function mayEnter(db: DbOrTx, user: Pick<AuthUser, 'id' | 'role'>, roomId: string) {
  const room = await findRoom(db, user, roomId);
  return room?.participant === true;
}
