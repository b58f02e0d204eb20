import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHAT_DELETE_WINDOW_MS,
  type ChatMessage,
  type ChatNotification,
} from '../../../../contract/realtime';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ChatIcon, ChevronDownIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/http';
import { chatKeys } from '../../../lib/queries/chat-keys';
import type { ChatSlotProps } from '../../../lib/realtime/chat-slot';
import { useRoom, useSocketEvent, useSocketStatus } from '../../../lib/realtime/use-realtime';
import { useSession } from '../../../lib/use-session';
import { useDeleteChatMessage } from '../api/delete-chat-message';
import { countUnseen, useChatNotification } from '../api/get-chat-notification';
import {
  appendMessages,
  fetchNewerMessages,
  flattenMessages,
  removeMessage,
  useChatMessages,
} from '../api/list-chat-messages';
import { useMarkChatSeen } from '../api/mark-chat-seen';
import { usePostChatMessage } from '../api/post-chat-message';
import { ChatComposer } from './chat-composer';
import { MessageList } from './message-list';
import { MessageBubble } from './message-bubble';
import { useChatError } from './use-chat-error';

export const MARK_SEEN_EVERY_MS = 1_500;

/** Who may delete a message: its author for five minutes, the room's professor and admins at any time. */
export function canDeleteMessage(
  message: ChatMessage,
  viewer: { id: number; role: string } | null,
  professorId: number,
  now: number,
): boolean {
  if (!viewer) return false;
  if (viewer.role === 'admin' || viewer.id === professorId) return true;
  return message.userId === viewer.id && now - Date.parse(message.createdAt) < CHAT_DELETE_WINDOW_MS;
}

/**
 * A room's chat (the component `ChatSlot` shows): follows the room on the socket while mounted, so pushed
 * messages and deletions reach the list, and the unseen count grows while the panel is closed. After a
 * reconnect it reads the messages newer than the last one held.
 */
export default function ChatRoom({ roomId, professorId, variant = 'panel', title }: ChatSlotProps) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [open, setOpen] = useState(variant === 'panel');
  const [refused, setRefused] = useState(false);
  const unseen = useChatNotification(roomId);
  // Opening or closing replaces the button that was pressed: focus follows to the panel, then back.
  const toggled = useRef(false);
  const focusTarget = useRef<HTMLElement | null>(null);
  const toggle = (next: boolean) => {
    toggled.current = true;
    setOpen(next);
  };
  useEffect(() => {
    if (toggled.current) focusTarget.current?.focus();
    toggled.current = false;
  }, [open]);

  useRoom(roomId);
  useSocketEvent('chat.message', (event) => {
    if (event.roomId !== roomId) return;
    appendMessages(queryClient, roomId, [event.message]);
    if (event.message.userId !== user?.id) countUnseen(queryClient, roomId);
  });
  useSocketEvent('chat.deleted', (event) => {
    if (event.roomId === roomId) removeMessage(queryClient, roomId, event.messageId);
  });
  useSocketEvent('ready', () => {
    void fetchNewerMessages(queryClient, roomId).catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: chatKeys.unseen(roomId) });
  });
  useSocketEvent('error', (event) => {
    if (event.roomId === roomId && event.code === 403) setRefused(true);
  });

  const count = unseen.data?.unseen_count ?? 0;
  const heading = title ? t('titleNamed', { title }) : t('title');

  if (variant === 'disclosure' && !open) {
    return (
      <button
        type="button"
        aria-expanded={false}
        ref={(node) => {
          focusTarget.current = node;
        }}
        onClick={() => toggle(true)}
        className="inline-flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
      >
        <ChatIcon className="size-4" />
        {t('open')}
        {count > 0 ? <UnseenBadge count={count} /> : null}
      </button>
    );
  }

  return (
    <section
      ref={(node) => {
        focusTarget.current = node;
      }}
      tabIndex={-1}
      aria-label={heading}
      className="w-full space-y-3 rounded-3xl bg-white p-4 ring-1 ring-slate-200 outline-none sm:p-5"
    >
      <header className="flex items-center justify-between gap-3">
        <h2 className="inline-flex items-center gap-2 text-lg font-bold text-slate-900">
          <ChatIcon className="size-5 text-brand-700" />
          {t('title')}
          {count > 0 ? <UnseenBadge count={count} /> : null}
        </h2>
        <div className="flex items-center gap-2">
          <ConnectionHint />
          {variant === 'disclosure' ? (
            <Button variant="ghost" size="sm" aria-expanded onClick={() => toggle(false)}>
              <ChevronDownIcon className="size-4 rotate-180" />
              {t('close')}
            </Button>
          ) : null}
        </div>
      </header>
      {refused ? (
        <Alert tone="error">{t('errors.forbidden')}</Alert>
      ) : (
        <ChatPanel
          roomId={roomId}
          professorId={professorId}
          label={heading}
          onRefused={() => setRefused(true)}
        />
      )}
    </section>
  );
}

function UnseenBadge({ count }: { count: number }) {
  const { t } = useTranslation('chat');
  return (
    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-[11px] leading-5 font-bold text-white tabular-nums">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('unseen', { count })}</span>
    </span>
  );
}

/** While the socket is down, messages arrive only after it is back: say so. */
function ConnectionHint() {
  const { t } = useTranslation('chat');
  const status = useSocketStatus();
  if (status === 'open' || status === 'idle') return null;
  return (
    <span role="status" className="text-xs text-amber-800">
      {t('reconnecting')}
    </span>
  );
}

function ChatPanel({
  roomId,
  professorId,
  label,
  onRefused,
}: {
  roomId: string;
  professorId: number;
  label: string;
  onRefused: () => void;
}) {
  const { t } = useTranslation('chat');
  const { user } = useSession();
  const queryClient = useQueryClient();
  const chatError = useChatError();
  const messagesQuery = useChatMessages(roomId);
  const post = usePostChatMessage(roomId);
  const remove = useDeleteChatMessage(roomId);
  const markSeen = useMarkChatSeen(roomId);
  const unseen = useChatNotification(roomId);
  // Read in this component (not passed down) so it is fixed in the same render that first knows the count,
  // before marking seen changes it.
  const [newAfterId] = useNewMarker(unseen.isSuccess ? unseen.data.last_seen_message_id : undefined);
  const lastMarked = useRef(0);
  const now = useNow(30_000);

  // Nothing is marked seen before the count is known: the marker needs the last seen message of before.
  // The count clears at once; the server hears at most once per MARK_SEEN_EVERY_MS (a busy room would
  // otherwise cost one call per message per reader).
  const serverSeen = unseen.isSuccess ? (unseen.data.last_seen_message_id ?? 0) : null;
  const { mutate: sendSeen } = markSeen;
  const seenTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSeen = useCallback(
    (messageId: number) => {
      if (serverSeen === null || messageId <= serverSeen || messageId <= lastMarked.current) return;
      lastMarked.current = messageId;
      queryClient.setQueryData<ChatNotification>(chatKeys.unseen(roomId), (current) =>
        current ? { ...current, unseen_count: 0 } : current,
      );
      seenTimer.current ??= setTimeout(() => {
        seenTimer.current = undefined;
        sendSeen(lastMarked.current);
      }, MARK_SEEN_EVERY_MS);
    },
    [serverSeen, sendSeen, queryClient, roomId],
  );
  useEffect(() => () => clearTimeout(seenTimer.current), []);

  const forbidden = messagesQuery.error instanceof ApiError && messagesQuery.error.status === 403;
  useEffect(() => {
    if (forbidden) onRefused();
  }, [forbidden, onRefused]);

  if (messagesQuery.isPending) {
    return (
      <div role="status" className="flex justify-center py-10 text-brand-700">
        <Spinner className="size-6" />
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  }
  if (messagesQuery.isError) {
    const error = messagesQuery.error;
    return (
      <div className="space-y-3">
        <Alert tone="error">{chatError(error)}</Alert>
        <Button variant="secondary" size="sm" onClick={() => void messagesQuery.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  const messages = flattenMessages(messagesQuery.data);
  const viewer = user ? { id: user.id, role: user.role } : null;
  const errorText = post.error ? chatError(post.error) : remove.error ? chatError(remove.error) : null;

  return (
    <div className="space-y-3">
      <MessageList
        messages={messages}
        label={label}
        newAfterId={newAfterId}
        hasOlder={messagesQuery.hasNextPage}
        loadingOlder={messagesQuery.isFetchingNextPage}
        onLoadOlder={() => void messagesQuery.fetchNextPage()}
        onSeen={onSeen}
        ownUserId={user?.id ?? null}
        renderMessage={(message) => (
          <MessageBubble
            message={message}
            own={message.userId === user?.id}
            canDelete={canDeleteMessage(message, viewer, professorId, now)}
            deleting={remove.isPending && remove.variables === message.id}
            onDelete={() => remove.mutate(message.id)}
          />
        )}
      />
      <ChatComposer
        onSend={(text) => {
          remove.reset();
          return post.mutateAsync(text);
        }}
        sending={post.isPending}
        error={errorText}
      />
    </div>
  );
}

/** The time, updated every `everyMs`: an author's delete button goes when the five minutes are over. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The marker's place is fixed when the room opens: what was new then stays marked while reading. */
function useNewMarker(lastSeenAtOpen: number | null | undefined): [number | null] {
  const [marker, setMarker] = useState<number | null | undefined>(undefined);
  if (marker === undefined && lastSeenAtOpen !== undefined) setMarker(lastSeenAtOpen);
  return [marker ?? null];
}
