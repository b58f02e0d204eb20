import { createContext, use } from 'react';
import type { FilterResult, NodeKey, NodeKind } from './structure-filter';

/** What the tree rows share: which nodes are open, which one is being edited, added to or deleted. */
export interface StructureEditorState {
  isOpen: (key: NodeKey) => boolean;
  toggle: (key: NodeKey) => void;
  open: (key: NodeKey) => void;
  filter: FilterResult | null;
  /** The row with an open form or confirmation: `edit`, `add` (with the kind added) or `delete`. */
  active: EditorAction | null;
  setActive: (action: EditorAction | null) => void;
  /**
   * Closes `action`'s form or confirmation if it is still the open one. A save or a deletion calls it when its
   * request ends, which can be after the admin has opened another row's (the tree is patched before the
   * catalogue's other lists are read again): that one stays open.
   */
  close: (action: EditorAction) => void;
  showAll: (key: NodeKey) => boolean;
  setShowAll: (key: NodeKey) => void;
}

export type EditorAction =
  | { type: 'edit'; key: NodeKey }
  | { type: 'add'; key: NodeKey | 'root'; kind: NodeKind }
  | { type: 'delete'; key: NodeKey };

/** The same form on the same row (for an addition, of the same kind). */
function sameAction(a: EditorAction, b: EditorAction): boolean {
  if (a.type !== b.type || a.key !== b.key) return false;
  return a.type !== 'add' || (b.type === 'add' && a.kind === b.kind);
}

/** What is open once `action` is closed: nothing if it was the open one, else whatever the admin opened since. */
export function afterClosing(current: EditorAction | null, action: EditorAction): EditorAction | null {
  return current && sameAction(current, action) ? null : current;
}

export const StructureEditorContext = createContext<StructureEditorState | null>(null);

export function useStructureEditor(): StructureEditorState {
  const state = use(StructureEditorContext);
  if (!state) throw new Error('useStructureEditor is used outside the structure editor');
  return state;
}
