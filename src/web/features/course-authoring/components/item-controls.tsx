import type { ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '../../../components/ui/icons';

/** A square button showing only an icon; its label is its accessible name and tooltip. */
export function IconButton({
  label,
  onClick,
  disabled,
  children,
  tone = 'default',
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={`inline-flex size-9 items-center justify-center rounded-lg transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${
        tone === 'danger'
          ? 'text-red-700 hover:bg-red-50'
          : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
      }`}
    >
      {children}
    </button>
  );
}

/** Move up, move down and remove, for one item of an ordered list (a section or a block). */
export function ItemControls({
  labels,
  index,
  count,
  disabled,
  canRemove = true,
  onMove,
  onRemove,
}: {
  labels: { up: string; down: string; remove: string };
  index: number;
  count: number;
  disabled: boolean;
  canRemove?: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <>
      <IconButton label={labels.up} onClick={() => onMove(-1)} disabled={disabled || index === 0}>
        <ArrowUpIcon className="size-4" />
      </IconButton>
      <IconButton label={labels.down} onClick={() => onMove(1)} disabled={disabled || index === count - 1}>
        <ArrowDownIcon className="size-4" />
      </IconButton>
      <IconButton label={labels.remove} onClick={onRemove} disabled={disabled || !canRemove} tone="danger">
        <TrashIcon className="size-4" />
      </IconButton>
    </>
  );
}
