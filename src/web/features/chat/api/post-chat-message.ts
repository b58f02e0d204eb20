import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '../../../../contract/realtime';
import { apiFetch } from '../../../lib/api-client';
import { appendMessages } from './list-chat-messages';

export function postChatMessage(roomId: string, text: string): Promise<ChatMessage> {
  return apiFetch<ChatMessage>(`/chat-messages/${encodeURIComponent(roomId)}`, {
    method: 'POST',
    body: { message_text: text },
  });
}

/** Sends a message; it joins the list at once (the socket's copy of it is then ignored). */
export function usePostChatMessage(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => postChatMessage(roomId, text),
    onSuccess: (message) => {
      if (message && typeof message.id === 'number') appendMessages(queryClient, roomId, [message]);
    },
  });
}
