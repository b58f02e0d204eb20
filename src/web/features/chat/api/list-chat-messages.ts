import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { CHAT_PAGE_MAX, type ChatMessage, type ChatMessageList } from '../../../../contract/realtime';
import { apiFetch } from '../../../lib/api-client';
import { chatKeys } from '../../../lib/queries/chat-keys';

export const CHAT_PAGE_SIZE = 50;

export interface ChatPageParams {
  before?: number;
  after?: number;
  limit?: number;
}

/** A room's messages, oldest first: the newest page, older ones with `before`, newer ones with `after`. */
export function listChatMessages(roomId: string, params: ChatPageParams = {}): Promise<ChatMessageList> {
  const query = new URLSearchParams({ limit: String(params.limit ?? CHAT_PAGE_SIZE) });
  if (params.before !== undefined) query.set('before', String(params.before));
  if (params.after !== undefined) query.set('after', String(params.after));
  return apiFetch<ChatMessageList>(`/chat-messages/${encodeURIComponent(roomId)}?${query.toString()}`);
}

type Pages = InfiniteData<ChatMessageList, unknown>;

/**
 * Page 0 is the newest page and takes the messages that arrive later; each next page is older (`before` its
 * first message). Never stale: the socket brings new messages, and a reconnect reads what was missed.
 */
export function chatMessagesQuery(roomId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(roomId),
    queryFn: ({ pageParam }) => listChatMessages(roomId, pageParam === null ? {} : { before: pageParam }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => (page.hasMore && page.messages[0] ? page.messages[0].id : undefined),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useChatMessages(roomId: string) {
  return useInfiniteQuery(chatMessagesQuery(roomId));
}

/** Every message held, oldest first, each once. */
export function flattenMessages(data: Pages | undefined): ChatMessage[] {
  if (!data) return [];
  const byId = new Map<number, ChatMessage>();
  for (const page of data.pages) for (const message of page.messages) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Adds messages (pushed, sent or caught up) to the newest page, each once; nothing if the room is not loaded. */
export function appendMessages(queryClient: QueryClient, roomId: string, messages: ChatMessage[]): void {
  if (messages.length === 0) return;
  queryClient.setQueryData<Pages>(chatMessagesQuery(roomId).queryKey, (data) => {
    if (!data?.pages[0]) return data;
    const held = new Set(data.pages.flatMap((page) => page.messages.map((m) => m.id)));
    const fresh = messages.filter((m) => !held.has(m.id));
    if (fresh.length === 0) return data;
    const [newest, ...older] = data.pages;
    const merged = [...newest.messages, ...fresh].sort((a, b) => a.id - b.id);
    return { ...data, pages: [{ ...newest, messages: merged }, ...older] };
  });
}

export function removeMessage(queryClient: QueryClient, roomId: string, messageId: number): void {
  queryClient.setQueryData<Pages>(chatMessagesQuery(roomId).queryKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            messages: page.messages.filter((m) => m.id !== messageId),
          })),
        }
      : data,
  );
}

/** After a reconnect: the messages newer than the last one held, page by page. */
export async function fetchNewerMessages(queryClient: QueryClient, roomId: string): Promise<void> {
  const held = flattenMessages(queryClient.getQueryData<Pages>(chatMessagesQuery(roomId).queryKey));
  let after = held.at(-1)?.id;
  if (after === undefined) return;
  for (let round = 0; round < 20; round += 1) {
    const page = await listChatMessages(roomId, { after, limit: CHAT_PAGE_MAX });
    appendMessages(queryClient, roomId, page.messages);
    const last = page.messages.at(-1);
    if (!last || page.messages.length < CHAT_PAGE_MAX || last.id <= after) return;
    after = last.id;
  }
}
