import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_FILE_MAX_BYTES, blockTypes, type BlockType } from '../../../../contract/courses';
import { Button } from '../../../components/ui/button';
import { BLOCK_ICONS, formatBytes } from '../../../components/ui/course-block-view';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { FilePicker } from '../../../components/ui/file-picker';
import { TextField } from '../../../components/ui/text-field';
import {
  acceptFor,
  emptyBlock,
  emptySection,
  isFileBlock,
  type DraftBlock,
  type DraftSection,
} from './course-draft';

/** Moves an item one place up (-1) or down (+1); out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

export type BlockErrors = Record<string, string>;

/** Error keys: `s{section}` for a section, `s{section}b{block}` for a block. */
export function SectionsEditor({
  sections,
  onChange,
  errors,
  disabled,
}: {
  sections: DraftSection[];
  onChange: (sections: DraftSection[]) => void;
  errors: BlockErrors;
  disabled: boolean;
}) {
  const { t } = useTranslation('authoring');
  const update = (index: number, section: DraftSection) =>
    onChange(sections.map((current, i) => (i === index ? section : current)));

  return (
    <div className="space-y-5">
      <ol className="space-y-5">
        {sections.map((section, si) => (
          <li key={section.key}>
            <SectionCard
              section={section}
              index={si}
              count={sections.length}
              error={errors[`s${si}`]}
              blockErrors={errors}
              disabled={disabled}
              onChange={(next) => update(si, next)}
              onMove={(delta) => onChange(moveItem(sections, si, delta))}
              onRemove={() => onChange(sections.filter((_, i) => i !== si))}
            />
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => onChange([...sections, emptySection()])} disabled={disabled}>
        <PlusIcon className="size-4" />
        {t('editor.addSection')}
      </Button>
    </div>
  );
}

function IconButton({
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

function SectionCard({
  section,
  index,
  count,
  error,
  blockErrors,
  disabled,
  onChange,
  onMove,
  onRemove,
}: {
  section: DraftSection;
  index: number;
  count: number;
  error: string | undefined;
  blockErrors: BlockErrors;
  disabled: boolean;
  onChange: (section: DraftSection) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('authoring');
  const number = index + 1;
  const updateBlock = (bi: number, block: DraftBlock) =>
    onChange({ ...section, blocks: section.blocks.map((current, i) => (i === bi ? block : current)) });

  return (
    <section
      aria-label={t('editor.sectionLabel', { number })}
      className={`rounded-3xl bg-white p-4 shadow-sm ring-1 sm:p-6 ${error ? 'ring-red-300' : 'ring-slate-200'}`}
      data-section={index}
    >
      <div className="flex flex-wrap items-end gap-3">
        <span className="inline-flex size-9 items-center justify-center rounded-xl bg-slate-900 text-sm font-bold text-white">
          {number}
        </span>
        <TextField
          className="min-w-0 flex-1"
          label={t('editor.sectionTitle', { number })}
          name={`section-${index}-title`}
          value={section.title}
          onChange={(event) => onChange({ ...section, title: event.target.value })}
          error={error ?? null}
          disabled={disabled}
          maxLength={200}
        />
        <div className="flex items-center gap-0.5 pb-1.5">
          <IconButton
            label={t('editor.moveSectionUp', { number })}
            onClick={() => onMove(-1)}
            disabled={disabled || index === 0}
          >
            <ArrowUpIcon className="size-4" />
          </IconButton>
          <IconButton
            label={t('editor.moveSectionDown', { number })}
            onClick={() => onMove(1)}
            disabled={disabled || index === count - 1}
          >
            <ArrowDownIcon className="size-4" />
          </IconButton>
          <IconButton
            label={t('editor.removeSection', { number })}
            onClick={onRemove}
            disabled={disabled || count === 1}
            tone="danger"
          >
            <TrashIcon className="size-4" />
          </IconButton>
        </div>
      </div>

      <ol className="mt-5 space-y-3">
        {section.blocks.map((block, bi) => (
          <li key={block.key}>
            <BlockCard
              block={block}
              sectionNumber={number}
              index={bi}
              count={section.blocks.length}
              error={blockErrors[`s${index}b${bi}`]}
              disabled={disabled}
              onChange={(next) => updateBlock(bi, next)}
              onMove={(delta) => onChange({ ...section, blocks: moveItem(section.blocks, bi, delta) })}
              onRemove={() => onChange({ ...section, blocks: section.blocks.filter((_, i) => i !== bi) })}
            />
          </li>
        ))}
      </ol>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-slate-700">{t('editor.addBlock')}</span>
        {blockTypes.map((type) => {
          const Icon = BLOCK_ICONS[type];
          return (
            <Button
              key={type}
              variant="secondary"
              size="sm"
              disabled={disabled}
              onClick={() => onChange({ ...section, blocks: [...section.blocks, emptyBlock(type)] })}
              aria-label={t('editor.addBlockOfType', { type: t(`course-content:blockType.${type}`), number })}
            >
              <Icon className="size-4" />
              {t(`course-content:blockType.${type}`)}
            </Button>
          );
        })}
      </div>
    </section>
  );
}

function BlockCard({
  block,
  sectionNumber,
  index,
  count,
  error,
  disabled,
  onChange,
  onMove,
  onRemove,
}: {
  block: DraftBlock;
  sectionNumber: number;
  index: number;
  count: number;
  error: string | undefined;
  disabled: boolean;
  onChange: (block: DraftBlock) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('authoring');
  const id = useId();
  const number = index + 1;
  const names = { section: sectionNumber, number };
  const Icon = BLOCK_ICONS[block.type];
  const fileBlock = isFileBlock(block.type);
  const errorId = `${id}-error`;

  return (
    <div
      className={`rounded-2xl p-4 ring-1 ${error ? 'bg-red-50/40 ring-red-300' : 'bg-slate-50 ring-slate-200'}`}
      data-block={`${sectionNumber - 1}-${index}`}
      role="group"
      aria-label={t('editor.blockLabel', names)}
      aria-describedby={error ? errorId : undefined}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex size-8 items-center justify-center rounded-lg bg-white text-brand-700 ring-1 ring-slate-200">
          <Icon className="size-4" />
        </span>
        <label htmlFor={`${id}-type`} className="sr-only">
          {t('editor.blockType', names)}
        </label>
        <select
          id={`${id}-type`}
          name={`block-${sectionNumber - 1}-${index}-type`}
          value={block.type}
          disabled={disabled}
          onChange={(event) => onChange({ ...block, type: event.target.value as BlockType, file: null })}
          className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800 outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15"
        >
          {blockTypes.map((type) => (
            <option key={type} value={type}>
              {t(`course-content:blockType.${type}`)}
            </option>
          ))}
        </select>
        <span className="text-xs text-slate-600">{t('editor.blockNumber', names)}</span>
        <div className="ms-auto flex items-center gap-0.5">
          <IconButton
            label={t('editor.moveBlockUp', names)}
            onClick={() => onMove(-1)}
            disabled={disabled || index === 0}
          >
            <ArrowUpIcon className="size-4" />
          </IconButton>
          <IconButton
            label={t('editor.moveBlockDown', names)}
            onClick={() => onMove(1)}
            disabled={disabled || index === count - 1}
          >
            <ArrowDownIcon className="size-4" />
          </IconButton>
          <IconButton
            label={t('editor.removeBlock', names)}
            onClick={onRemove}
            disabled={disabled}
            tone="danger"
          >
            <TrashIcon className="size-4" />
          </IconButton>
        </div>
      </div>

      <div className="mt-3 grid gap-3">
        <div>
          <label htmlFor={`${id}-title`} className="mb-1 block text-sm font-semibold text-slate-800">
            {t('editor.blockTitle')}
          </label>
          <input
            id={`${id}-title`}
            name={`block-${sectionNumber - 1}-${index}-title`}
            value={block.title}
            maxLength={200}
            disabled={disabled}
            onChange={(event) => onChange({ ...block, title: event.target.value })}
            className="block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15"
          />
        </div>
        <div>
          <label htmlFor={`${id}-content`} className="mb-1 block text-sm font-semibold text-slate-800">
            {fileBlock ? t('editor.blockNote') : t('editor.blockText')}
          </label>
          <textarea
            id={`${id}-content`}
            name={`block-${sectionNumber - 1}-${index}-content`}
            value={block.content}
            rows={fileBlock ? 2 : 4}
            disabled={disabled}
            dir="auto"
            onChange={(event) => onChange({ ...block, content: event.target.value })}
            className="block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15"
          />
        </div>
        {fileBlock && isFileBlock(block.type) ? (
          <div>
            <p id={`${id}-file-label`} className="mb-1 block text-sm font-semibold text-slate-800">
              {t('editor.blockFile')}
            </p>
            <div className="space-y-2 rounded-xl border border-dashed border-slate-300 bg-white p-3">
              <FilePicker
                id={`${id}-file`}
                name={`block-${sectionNumber - 1}-${index}-file`}
                accept={acceptFor(block.type)}
                disabled={disabled}
                aria-label={t('editor.chooseFileFor', names)}
                aria-describedby={`${id}-file-hint`}
                buttonLabel={
                  block.file || block.existingFile ? t('editor.replaceFile') : t('editor.chooseFile')
                }
                status={
                  block.file
                    ? t('editor.newFile', {
                        name: block.file.name,
                        size: formatBytes(block.file.size, i18n.language),
                      })
                    : block.existingFile
                      ? t('editor.keptFile', { name: block.existingFile.name })
                      : t('editor.noFileYet')
                }
                onChange={(event) => onChange({ ...block, file: event.target.files?.[0] ?? null })}
              />
              <p id={`${id}-file-hint`} className="text-xs text-slate-600">
                {t(`editor.accepts.${block.type}`, {
                  size: formatBytes(BLOCK_FILE_MAX_BYTES[block.type], i18n.language),
                })}
              </p>
            </div>
          </div>
        ) : null}
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
