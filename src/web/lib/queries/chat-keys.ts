/** Chat: a room's messages (pages, newest first) and the caller's unseen count in it. */
export const chatKeys = {
  all: ['chat'] as const,
  room: (roomId: string) => [...chatKeys.all, roomId] as const,
  messages: (roomId: string) => [...chatKeys.room(roomId), 'messages'] as const,
  unseen: (roomId: string) => [...chatKeys.room(roomId), 'unseen'] as const,
};
