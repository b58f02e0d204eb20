import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { removeMessage } from './list-chat-messages';

export function deleteChatMessage(roomId: string, messageId: number): Promise<unknown> {
  return apiFetch<unknown>(`/chat-messages/${encodeURIComponent(roomId)}/${messageId}`, { method: 'DELETE' });
}

export function useDeleteChatMessage(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => deleteChatMessage(roomId, messageId),
    onSuccess: (_answer, messageId) => removeMessage(queryClient, roomId, messageId),
  });
}
