import { Suspense } from 'react';
import type { ChatSlotProps } from '../lib/realtime/chat-slot';
import { lazyPage } from './routes/lazy-page';

/** The chat panel and its translations load only on the pages that show a room (`features/chat`). */
const ChatPanel = lazyPage(() => import('../features/chat/components/chat-room'), ['chat']);

export function ChatPanelSlot(props: ChatSlotProps) {
  return (
    <Suspense fallback={<div className="h-16" aria-hidden="true" />}>
      <ChatPanel {...props} />
    </Suspense>
  );
}
