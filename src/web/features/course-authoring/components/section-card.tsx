import { useTranslation } from 'react-i18next';
import { blockTypes } from '../../../../contract/courses';
import { Button } from '../../../components/ui/button';
import { BLOCK_ICONS } from '../../../components/ui/course-block-view';
import { TextField } from '../../../components/ui/text-field';
import { BlockCard } from './block-card';
import { emptyBlock, type DraftBlock, type DraftSection } from './course-draft';
import { ItemControls } from './item-controls';
import { moveItem } from './move-item';

/** Error keys: `s{section}` for a section, `s{section}b{block}` for a block. */
export type BlockErrors = Record<string, string>;

/** One section of the course editor: its title, its ordered blocks and the buttons that add blocks. */
export function SectionCard({
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
          <ItemControls
            labels={{
              up: t('editor.moveSectionUp', { number }),
              down: t('editor.moveSectionDown', { number }),
              remove: t('editor.removeSection', { number }),
            }}
            index={index}
            count={count}
            disabled={disabled}
            canRemove={count > 1}
            onMove={onMove}
            onRemove={onRemove}
          />
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
