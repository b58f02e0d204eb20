import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ChatNotification } from '../../../../contract/realtime';
import { apiFetch } from '../../../lib/api-client';
import { chatKeys } from '../../../lib/queries/chat-keys';

/** How many messages of the room the caller has not seen, and the last one seen (computed by the server). */
export function getChatNotification(roomId: string): Promise<ChatNotification> {
  return apiFetch<ChatNotification>(`/chat-notifications/${encodeURIComponent(roomId)}`);
}

export function chatNotificationQuery(roomId: string) {
  return queryOptions({
    queryKey: chatKeys.unseen(roomId),
    queryFn: () => getChatNotification(roomId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useChatNotification(roomId: string) {
  return useQuery(chatNotificationQuery(roomId));
}

/** Someone else wrote while the newest message is not in view: one more unseen. */
export function countUnseen(queryClient: QueryClient, roomId: string): void {
  queryClient.setQueryData<ChatNotification>(chatKeys.unseen(roomId), (current) =>
    current ? { ...current, unseen_count: current.unseen_count + 1 } : current,
  );
}
