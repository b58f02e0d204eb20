import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_FILE_MAX_BYTES, blockTypes, type BlockType } from '../../../../contract/courses';
import { BLOCK_ICONS, formatBytes } from '../../../components/ui/course-block-view';
import { FilePicker } from '../../../components/ui/file-picker';
import { MarkdownText } from '../../../components/ui/markdown-text';
import { acceptFor, isFileBlock, type DraftBlock } from './course-draft';
import { ItemControls } from './item-controls';

/**
 * One block of a section: its type, title, text or note, its file (for file blocks) and its error. A text block's
 * Markdown and mathematics can be previewed as readers will see them.
 */
export function BlockCard({
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
  const [previewing, setPreviewing] = useState(false);
  // Typing stays quick in a long text: the preview re-renders its formulas when React has time.
  const previewSource = useDeferredValue(block.content);

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
          <ItemControls
            labels={{
              up: t('editor.moveBlockUp', names),
              down: t('editor.moveBlockDown', names),
              remove: t('editor.removeBlock', names),
            }}
            index={index}
            count={count}
            disabled={disabled}
            onMove={onMove}
            onRemove={onRemove}
          />
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
            aria-describedby={fileBlock ? undefined : `${id}-text-hint`}
            onChange={(event) => onChange({ ...block, content: event.target.value })}
            className="block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15"
          />
          {fileBlock ? null : (
            <div className="mt-1.5 flex flex-wrap items-start justify-between gap-2">
              <p id={`${id}-text-hint`} className="min-w-0 flex-1 text-xs text-slate-600" dir="auto">
                {t('editor.textHint')}
              </p>
              <button
                type="button"
                aria-expanded={previewing}
                aria-controls={`${id}-preview`}
                onClick={() => setPreviewing((open) => !open)}
                className="shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:ring-4 focus-visible:ring-brand-600/15 focus-visible:outline-none"
              >
                {previewing ? t('editor.hidePreview') : t('editor.showPreview')}
              </button>
            </div>
          )}
        </div>
        {!fileBlock && previewing ? (
          <section
            id={`${id}-preview`}
            aria-label={t('editor.previewLabel', names)}
            className="rounded-xl border border-dashed border-slate-300 bg-white p-3"
          >
            {previewSource.trim() ? (
              <MarkdownText source={previewSource} />
            ) : (
              <p className="text-sm text-slate-600">{t('editor.previewEmpty')}</p>
            )}
          </section>
        ) : null}
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
