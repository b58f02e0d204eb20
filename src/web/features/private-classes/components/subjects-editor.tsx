import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LanguageLevelPicker } from '../../../components/ui/language-level-picker';
import { MaterialPicker } from '../../../components/ui/material-picker';
import { useLanguageLevels } from '../../../lib/queries/list-language-levels';
import { useMaterialOptions } from '../../../lib/queries/list-material-options';

/** What the teacher teaches: materials and language levels, added with the shared pickers, shown as chips. */
export function SubjectsEditor({
  materialIds,
  levelIds,
  levelNames,
  onChange,
}: {
  materialIds: number[];
  levelIds: number[];
  /** Names of the levels already chosen (from the public profile), by id. */
  levelNames: Map<number, string>;
  onChange: (next: { materialIds: number[]; levelIds: number[] }) => void;
}) {
  const { t } = useTranslation('private-classes');
  const materials = useMaterialOptions();
  const [material, setMaterial] = useState<number | null>(null);
  const [languageId, setLanguageId] = useState<number | null>(null);
  const [levelId, setLevelId] = useState<number | null>(null);
  const levels = useLanguageLevels(languageId);
  const [names] = useState(() => new Map(levelNames));
  const chip = (label: string, remove: () => void, key: string) => (
    <li
      key={key}
      className="flex items-center gap-1 rounded-full bg-brand-50 py-1 ps-3 pe-1 text-sm font-semibold text-brand-800"
    >
      {label}
      <button
        type="button"
        onClick={remove}
        className="rounded-full px-2 hover:bg-brand-100"
        aria-label={t('settings.removeSubject', { name: label })}
      >
        ×
      </button>
    </li>
  );
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t('settings.subjects')}</legend>
      <ul className="flex flex-wrap gap-2" aria-label={t('settings.chosenSubjects')}>
        {materialIds.map((id) =>
          chip(
            materials.data?.find((m) => m.id === id)?.name ?? `#${id}`,
            () => onChange({ materialIds: materialIds.filter((x) => x !== id), levelIds }),
            `m${id}`,
          ),
        )}
        {levelIds.map((id) =>
          chip(
            names.get(id) ?? `#${id}`,
            () => onChange({ materialIds, levelIds: levelIds.filter((x) => x !== id) }),
            `l${id}`,
          ),
        )}
      </ul>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <MaterialPicker
            value={material}
            onChange={setMaterial}
            labels={{
              search: t('settings.searchMaterial'),
              material: t('settings.material'),
              choose: t('settings.chooseMaterial'),
              noMatch: t('settings.noMatch'),
            }}
          />
        </div>
        <Button
          variant="secondary"
          disabled={material === null || materialIds.includes(material)}
          onClick={() => material !== null && onChange({ materialIds: [...materialIds, material], levelIds })}
        >
          {t('settings.addMaterial')}
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <LanguageLevelPicker
            languageId={languageId}
            levelId={levelId}
            onChange={(language, level) => (setLanguageId(language), setLevelId(level))}
            labels={{
              language: t('settings.language'),
              chooseLanguage: t('settings.chooseLanguage'),
              level: t('settings.level'),
              chooseLevel: t('settings.chooseLevel'),
            }}
          />
        </div>
        <Button
          variant="secondary"
          disabled={levelId === null || levelIds.includes(levelId)}
          onClick={() => {
            if (levelId === null) return;
            const level = levels.data?.find((l) => l.id === levelId);
            if (level) names.set(levelId, level.name);
            onChange({ materialIds, levelIds: [...levelIds, levelId] });
          }}
        >
          {t('settings.addLevel')}
        </Button>
      </div>
    </fieldset>
  );
}
