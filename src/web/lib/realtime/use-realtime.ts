/** The socket as components see it: its status, its events, and the rooms they follow while mounted. */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { realtime } from './realtime';
import type { SocketEvent, SocketEventType, SocketStatus } from './socket-client';

const subscribeStatus = (listener: () => void) => realtime.onStatus(listener);
const readStatus = () => realtime.status;

export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore(subscribeStatus, readStatus, readStatus);
}

/** True while events are pushed: polling can stop. */
export function useSocketConnected(): boolean {
  return useSocketStatus() === 'open';
}

/** Calls the latest `handler` for every event of `type` while mounted. */
export function useSocketEvent<T extends SocketEventType>(
  type: T,
  handler: (event: SocketEvent<T>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => realtime.on(type, (event) => latest.current(event)), [type]);
}

/** Follows a chat room while mounted (null: none). */
export function useRoom(roomId: string | null): void {
  useEffect(() => (roomId ? realtime.subscribe(roomId) : undefined), [roomId]);
}
