/**
 * Where a page puts a room's chat without importing the chat feature (features never import each other): the
 * page renders `<ChatSlot>`, the app shell provides the lazily loaded panel (`app/chat-panel-slot.tsx`).
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface ChatSlotProps {
  /** Exactly the `{id}` of the chat calls: a live session's id, or `pc-<id>`. */
  roomId: string;
  /** The room's professor, who may delete any message (as admins may). */
  professorId: number;
  /** `panel`: open on the page; `disclosure`: a button with the unseen count that opens it. */
  variant?: 'panel' | 'disclosure';
  /** What the room is (a session's title), for the panel's accessible name. */
  title?: string;
}

export const ChatSlotContext = createContext<((props: ChatSlotProps) => ReactNode) | null>(null);

export function ChatSlot(props: ChatSlotProps) {
  const render = useContext(ChatSlotContext);
  return render ? render(props) : null;
}
