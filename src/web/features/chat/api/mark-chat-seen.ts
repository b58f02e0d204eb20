import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatNotification, type ChatNotification } from '../../../../contract/realtime';
import { apiFetch } from '../../../lib/api-client';
import { chatKeys } from '../../../lib/queries/chat-keys';

export function markChatSeen(roomId: string, lastSeenMessageId: number): Promise<unknown> {
  return apiFetch<unknown>(`/chat-notifications/${encodeURIComponent(roomId)}/mark-seen`, {
    method: 'POST',
    body: { lastSeenMessageId },
  });
}

/** The newest message was in view: nothing unseen up to it (the server never moves backwards). */
export function useMarkChatSeen(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lastSeenMessageId: number) => markChatSeen(roomId, lastSeenMessageId),
    onMutate: (lastSeenMessageId) => {
      queryClient.setQueryData<ChatNotification>(chatKeys.unseen(roomId), (current) => ({
        unseen_count: 0,
        last_seen_message_id: Math.max(current?.last_seen_message_id ?? 0, lastSeenMessageId),
      }));
    },
    onSuccess: (answer) => {
      const parsed = chatNotification.safeParse(answer);
      if (parsed.success) queryClient.setQueryData(chatKeys.unseen(roomId), parsed.data);
    },
  });
}
