import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionCard } from './action-card';
import { AssignMaterialForm } from './assign-material-form';
import { CreateMaterialForm } from './create-material-form';
import { LanguagePathForm } from './language-path-form';
import type { ReviewActionProps } from './types';

type PlaceMode = 'material' | 'new-material' | 'language';

/** Places the course on a catalogue path: an existing material, a new material, or a language level. */
export function PlaceAction({ course, onReviewed }: ReviewActionProps) {
  const { t } = useTranslation('review');
  const id = useId();
  const [mode, setMode] = useState<PlaceMode>(course.languagePath ? 'language' : 'material');
  return (
    <ActionCard id={`${id}-title`} title={t('place.title')}>
      <p className="text-sm text-slate-600">{t('place.subtitle')}</p>
      <fieldset className="mt-3">
        <legend className="sr-only">{t('place.mode')}</legend>
        <div className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
          {(['material', 'new-material', 'language'] as const).map((value) => (
            <label
              key={value}
              className={`cursor-pointer rounded-lg px-2 py-2 text-center text-xs font-semibold transition focus-within:outline-2 focus-within:outline-brand-700 sm:text-sm ${
                mode === value ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              <input
                type="radio"
                name={`${id}-mode`}
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
                className="sr-only"
              />
              {t(`place.modes.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4">
        {mode === 'material' ? (
          <AssignMaterialForm course={course} onReviewed={onReviewed} />
        ) : mode === 'new-material' ? (
          <CreateMaterialForm course={course} onReviewed={onReviewed} />
        ) : (
          <LanguagePathForm course={course} onReviewed={onReviewed} />
        )}
      </div>
    </ActionCard>
  );
}
