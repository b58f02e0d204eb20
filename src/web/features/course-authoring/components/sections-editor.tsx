import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { emptySection, type DraftSection } from './course-draft';
import { moveItem } from './move-item';
import { SectionCard, type BlockErrors } from './section-card';

export type { BlockErrors } from './section-card';

/** The course's ordered sections; `errors` keys: `s{section}` for a section, `s{section}b{block}` for a block. */
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
