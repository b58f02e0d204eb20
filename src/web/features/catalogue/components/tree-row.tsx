import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ChevronDownIcon, ChevronIcon, PencilIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { useErrorMessage } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import { NodeForm, type NodeFormValues } from './node-form';
import { useStructureEditor } from './structure-editor-context';
import type { NodeKey, NodeKind } from './structure-filter';

/** Kinds whose deletion the server refuses while they still have children, each with its own reason. */
const CHILDREN_REFUSALS = { level: true, year: true, speciality: true, language: true };

/** The server's 409 "This … still has … Delete … first." (nodes still used by courses get another 409). */
function isChildrenRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && / still has /.test(error.message);
}

/** Children shown before a "show all" button, so a speciality with hundreds of materials stays quick. */
export const CHILDREN_SHOWN = 100;

export interface RowAddition {
  kind: NodeKind;
  label: string;
  onSubmit: (values: NodeFormValues) => Promise<unknown>;
}

export function IconAction({
  label,
  onClick,
  children,
  tone = 'default',
  disabled,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  tone?: 'default' | 'danger';
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-lg transition disabled:cursor-not-allowed disabled:opacity-40 ${
        tone === 'danger'
          ? 'text-slate-500 hover:bg-red-50 hover:text-red-700'
          : 'text-slate-500 hover:bg-white hover:text-brand-800 hover:shadow-sm'
      }`}
    >
      {children}
    </button>
  );
}

/**
 * One node of the catalogue tree: a disclosure button when it can hold children, its name and facts, its
 * actions, and below it the open form (edit, add a child, confirm a deletion) and its children.
 */
export function TreeRow({
  nodeKey,
  kind,
  name,
  icon: KindIcon,
  depth,
  facts,
  childCount,
  renderChildren,
  editInitial,
  onEdit,
  onDelete,
  additions = [],
  extraActions,
  muted = false,
}: {
  nodeKey: NodeKey;
  kind: NodeKind;
  name: string;
  icon: ComponentType<{ className?: string }>;
  depth: number;
  facts?: ReactNode;
  /** Null for leaves (materials, language levels). */
  childCount: number | null;
  renderChildren?: () => ReactNode;
  editInitial: Partial<NodeFormValues>;
  onEdit: (values: NodeFormValues) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  additions?: RowAddition[];
  extraActions?: ReactNode;
  muted?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const errorText = useErrorMessage();
  const editor = useStructureEditor();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  if (editor.filter && !editor.filter.visible.has(nodeKey)) return null;

  const open = childCount !== null && editor.isOpen(nodeKey);
  const childrenId = `children-${nodeKey.replace(':', '-')}`;
  const active = editor.active;
  const editing = active?.type === 'edit' && active.key === nodeKey;
  const confirming = active?.type === 'delete' && active.key === nodeKey;
  const adding = active?.type === 'add' && active.key === nodeKey ? active.kind : null;
  const addition = additions.find((item) => item.kind === adding);
  const indent = { paddingInlineStart: `${depth * 1.25}rem` };

  async function confirmDelete() {
    setDeleting(true);
    setDeleteError(null);
    try {
      await onDelete();
      editor.close({ type: 'delete', key: nodeKey });
    } catch (caught) {
      setDeleteError(
        isChildrenRefusal(caught) && kind in CHILDREN_REFUSALS
          ? t(`editor.hasChildren.${kind}`)
          : errorText(caught),
      );
    } finally {
      setDeleting(false);
    }
  }

  return (
    <li>
      <div style={indent}>
        <div
          className={`group flex min-h-11 flex-wrap items-center gap-1.5 rounded-xl px-1.5 py-1 transition hover:bg-slate-100/80 ${
            editing || confirming ? 'bg-slate-100/80' : ''
          }`}
        >
          {childCount !== null ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={open ? childrenId : undefined}
              aria-label={t('editor.toggle', { name })}
              onClick={() => editor.toggle(nodeKey)}
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-white hover:text-brand-800"
            >
              {open ? <ChevronDownIcon className="size-4" /> : <ChevronIcon className="size-4" />}
            </button>
          ) : (
            <span className="size-8 shrink-0" aria-hidden="true" />
          )}
          <KindIcon className={`size-4 shrink-0 ${muted ? 'text-slate-400' : 'text-brand-700'}`} />
          {/* At least 10rem for the name: on a phone the actions then wrap under it. */}
          <span className="flex min-w-40 flex-1 flex-wrap items-center gap-x-2 gap-y-0.5 py-1">
            <span
              className={`font-medium break-words ${muted ? 'text-slate-500' : 'text-slate-900'}`}
              dir="auto"
              data-node-name
            >
              {name}
            </span>
            {facts}
          </span>
          <span className="ms-auto flex shrink-0 items-center">
            {extraActions}
            {additions.map((item) => (
              <IconAction
                key={item.kind}
                label={t(`editor.addTo.${item.kind}`, { name })}
                onClick={() => {
                  editor.open(nodeKey);
                  editor.setActive({ type: 'add', key: nodeKey, kind: item.kind });
                }}
              >
                <PlusIcon className="size-4" />
              </IconAction>
            ))}
            <IconAction
              label={t(kind === 'material' ? 'editor.editMaterial' : 'editor.rename', { name })}
              onClick={() => editor.setActive({ type: 'edit', key: nodeKey })}
            >
              <PencilIcon className="size-4" />
            </IconAction>
            <IconAction
              label={t('editor.delete', { name })}
              tone="danger"
              onClick={() => {
                setDeleteError(null);
                editor.setActive({ type: 'delete', key: nodeKey });
              }}
            >
              <TrashIcon className="size-4" />
            </IconAction>
          </span>
        </div>
        <div className="ps-10">
          {editing ? (
            <NodeForm
              kind={kind}
              initial={editInitial}
              submitLabel={t('editor.save')}
              onCancel={() => editor.setActive(null)}
              onSubmit={async (values) => {
                await onEdit(values);
                editor.close({ type: 'edit', key: nodeKey });
              }}
            />
          ) : null}
          {confirming ? (
            <div
              className="my-1.5 animate-fade-in rounded-xl bg-red-50/70 p-3 ring-1 ring-red-100"
              role="group"
              aria-label={t('editor.delete', { name })}
            >
              {deleteError ? (
                <Alert tone="error">
                  <p className="font-semibold">{t('editor.deleteRefused')}</p>
                  <p className="mt-1">{deleteError}</p>
                </Alert>
              ) : (
                <p className="text-sm text-red-900">{t('editor.deleteConfirm', { name })}</p>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                {deleteError ? null : (
                  <Button variant="danger" size="sm" pending={deleting} onClick={() => void confirmDelete()}>
                    {t('editor.deleteAction')}
                  </Button>
                )}
                <Button variant="ghost" size="sm" onClick={() => editor.setActive(null)}>
                  {deleteError ? t('editor.close') : t('editor.cancel')}
                </Button>
              </div>
            </div>
          ) : null}
        </div>
      </div>
      {open ? (
        <ul id={childrenId}>
          {addition ? (
            <li style={{ paddingInlineStart: `${(depth + 1) * 1.25 + 2.5}rem` }}>
              <NodeForm
                kind={addition.kind}
                submitLabel={t('editor.add')}
                onCancel={() => editor.setActive(null)}
                onSubmit={async (values) => {
                  await addition.onSubmit(values);
                  editor.close({ type: 'add', key: nodeKey, kind: addition.kind });
                }}
              />
            </li>
          ) : null}
          {renderChildren?.()}
          {childCount === 0 && !addition ? (
            <li
              className="py-1.5 text-sm text-slate-500"
              style={{ paddingInlineStart: `${(depth + 1) * 1.25 + 2.5}rem` }}
            >
              {t('editor.emptyNode')}
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}

/** Renders at most CHILDREN_SHOWN children, then a button for the rest. */
export function LimitedChildren<T>({
  parentKey,
  items,
  depth,
  render,
}: {
  parentKey: NodeKey;
  items: readonly T[];
  depth: number;
  render: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const editor = useStructureEditor();
  const limited = !editor.filter && !editor.showAll(parentKey) && items.length > CHILDREN_SHOWN;
  const shown = limited ? items.slice(0, CHILDREN_SHOWN) : items;
  return (
    <>
      {shown.map(render)}
      {limited ? (
        <li style={{ paddingInlineStart: `${depth * 1.25 + 2.5}rem` }} className="py-1">
          <Button variant="ghost" size="sm" onClick={() => editor.setShowAll(parentKey)}>
            {t('editor.showAll', { count: items.length })}
          </Button>
        </li>
      ) : null}
    </>
  );
}
