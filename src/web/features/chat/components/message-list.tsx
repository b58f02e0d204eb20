import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../../contract/realtime';
import { Spinner } from '../../../components/ui/spinner';

/** Below this many messages every bubble is in the page; above it only those near the view are. */
export const VIRTUALIZE_AFTER = 300;
const NEAR_EDGE_PX = 64;

interface MessageListProps {
  messages: ChatMessage[];
  label: string;
  /** Messages after this id are new since the room was opened: a marker goes before the first of them. */
  newAfterId: number | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** The newest message is in view (called with its id). */
  onSeen: (messageId: number) => void;
  /** The caller's own id: sending scrolls to the end even when reading older messages. */
  ownUserId: number | null;
  renderMessage: (message: ChatMessage) => ReactNode;
}

/**
 * The room's messages in a scrolling log, newest at the bottom. Scrolling to the top reads older pages (the
 * view stays where it was); a new message scrolls into view only when the reader is at the end, otherwise a
 * button says how many arrived. Long histories are virtualised.
 */
export function MessageList(props: MessageListProps) {
  const { messages, label, newAfterId, hasOlder, loadingOlder, onLoadOlder, onSeen, ownUserId } = props;
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const [atEnd, setAtEnd] = useState(true);
  const [arrivedBelow, setArrivedBelow] = useState(0);
  const first = messages[0]?.id;
  const newest = messages.at(-1);
  const previous = useRef<{ first?: number; newestId?: number; height: number }>({ height: 0 });

  const scrollToEnd = useCallback(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    setArrivedBelow(0);
  }, []);

  // Older messages were put above: keep the view on what the reader was looking at.
  // A newer one arrived: follow it when at the end (or when it is the reader's own), otherwise count it.
  useLayoutEffect(() => {
    const el = scroller.current;
    const before = previous.current;
    if (el) {
      if (before.first !== undefined && first !== undefined && first < before.first) {
        el.scrollTop += el.scrollHeight - before.height;
      } else if (newest && newest.id !== before.newestId) {
        if (before.newestId === undefined || atEnd || newest.userId === ownUserId) scrollToEnd();
        else setArrivedBelow((n) => n + 1);
      }
    }
    previous.current = { first, newestId: newest?.id, height: el?.scrollHeight ?? 0 };
  }, [first, newest, atEnd, ownUserId, scrollToEnd]);

  useEffect(() => {
    if (atEnd && newest) onSeen(newest.id);
  }, [atEnd, newest, onSeen]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const end = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_EDGE_PX;
    setAtEnd(end);
    if (end) setArrivedBelow(0);
    if (el.scrollTop < NEAR_EDGE_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  const firstNew = newAfterId === null ? undefined : messages.find((m) => m.id > newAfterId)?.id;
  const row = (message: ChatMessage) => (
    <>
      {message.id === firstNew ? (
        <div className="my-2 flex items-center gap-3 text-xs font-semibold text-red-700" role="separator">
          <span className="h-px flex-1 bg-red-200" />
          {t('newMessages')}
          <span className="h-px flex-1 bg-red-200" />
        </div>
      ) : null}
      {props.renderMessage(message)}
    </>
  );

  return (
    <div className="relative">
      <div
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label={label}
        tabIndex={0}
        className="h-80 overflow-y-auto overscroll-contain rounded-2xl bg-slate-50 px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:h-96"
      >
        {hasOlder ? (
          <div className="flex justify-center py-2">
            {loadingOlder ? (
              <Spinner className="size-4 text-brand-700" />
            ) : (
              <button
                type="button"
                onClick={onLoadOlder}
                className="rounded-lg px-2 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50"
              >
                {t('older')}
              </button>
            )}
          </div>
        ) : null}
        {messages.length === 0 ? (
          <p className="py-10 text-center text-sm text-slate-600">{t('empty')}</p>
        ) : messages.length > VIRTUALIZE_AFTER ? (
          <VirtualRows messages={messages} scroller={scroller} row={row} />
        ) : (
          messages.map((message) => <div key={message.id}>{row(message)}</div>)
        )}
      </div>
      {arrivedBelow > 0 ? (
        <button
          type="button"
          onClick={scrollToEnd}
          className="absolute inset-x-0 bottom-3 mx-auto w-fit rounded-full bg-brand-700 px-3 py-1.5 text-xs font-bold text-white shadow-lg hover:bg-brand-800"
        >
          {t('arrived', { count: arrivedBelow })}
        </button>
      ) : null}
    </div>
  );
}

function VirtualRows({
  messages,
  scroller,
  row,
}: {
  messages: ChatMessage[];
  scroller: RefObject<HTMLDivElement | null>;
  row: (message: ChatMessage) => ReactNode;
}) {
  // The virtualizer's functions change with every scroll; this component is not memoised on purpose.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 72,
    getItemKey: (index) => messages[index]?.id ?? index,
    overscan: 12,
  });
  return (
    <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const message = messages[item.index];
        if (!message) return null;
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="absolute inset-x-0 top-0"
            style={{ transform: `translateY(${item.start}px)` }}
          >
            {row(message)}
          </div>
        );
      })}
    </div>
  );
}
