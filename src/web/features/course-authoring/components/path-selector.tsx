import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageLevelPicker } from '../../../components/ui/language-level-picker';
import { MaterialPicker } from '../../../components/ui/material-picker';
import type { DraftPath } from './course-draft';

/** The course's path: a material (searchable, grouped) or a language level. */
export function PathSelector({
  value,
  onChange,
  error,
}: {
  value: DraftPath;
  onChange: (path: DraftPath) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('authoring');
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <fieldset className="space-y-4" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{t('path.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {(['material', 'language'] as const).map((kind) => (
          <label
            key={kind}
            className={`flex cursor-pointer items-start gap-3 rounded-2xl p-4 ring-1 transition ${
              value.kind === kind
                ? 'bg-brand-50 ring-2 ring-brand-600'
                : 'bg-white ring-slate-300 hover:ring-slate-400'
            }`}
          >
            <input
              type="radio"
              name={`${id}-kind`}
              className="mt-1 size-4 accent-brand-700"
              checked={value.kind === kind}
              onChange={() =>
                onChange(
                  kind === 'material'
                    ? { kind, materialId: null }
                    : { kind, languageId: null, levelId: null },
                )
              }
            />
            <span>
              <span className="block font-semibold text-slate-900">{t(`path.${kind}.title`)}</span>
              <span className="block text-sm text-slate-600">{t(`path.${kind}.hint`)}</span>
            </span>
          </label>
        ))}
      </div>
      {value.kind === 'material' ? (
        <MaterialPicker
          value={value.materialId}
          onChange={(materialId) => onChange({ kind: 'material', materialId })}
          labels={{
            search: t('path.searchMaterial'),
            searchPlaceholder: t('path.searchPlaceholder'),
            material: t('path.material.label'),
            choose: t('path.chooseMaterial'),
            noMatch: t('path.noMatch'),
          }}
        />
      ) : value.kind === 'language' ? (
        <LanguageLevelPicker
          languageId={value.languageId}
          levelId={value.levelId}
          onChange={(languageId, levelId) => onChange({ kind: 'language', languageId, levelId })}
          labels={{
            language: t('path.language.label'),
            chooseLanguage: t('path.chooseLanguage'),
            level: t('path.language.level'),
            chooseLevel: t('path.chooseLevel'),
          }}
        />
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
