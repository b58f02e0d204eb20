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
  showAll: (key: NodeKey) => boolean;
  setShowAll: (key: NodeKey) => void;
}

export type EditorAction =
  | { type: 'edit'; key: NodeKey }
  | { type: 'add'; key: NodeKey | 'root'; kind: NodeKind }
  | { type: 'delete'; key: NodeKey };

export const StructureEditorContext = createContext<StructureEditorState | null>(null);

export function useStructureEditor(): StructureEditorState {
  const state = use(StructureEditorContext);
  if (!state) throw new Error('useStructureEditor is used outside the structure editor');
  return state;
}
