import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { liveSectionBody, type LiveSession } from '../../../../contract/live';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LanguageLevelPicker } from '../../../components/ui/language-level-picker';
import { MaterialPicker } from '../../../components/ui/material-picker';
import { TextField } from '../../../components/ui/text-field';
import { splitFieldMessage } from '../../../lib/error-message';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCreateLiveSection } from '../api/create-live-section';
import { SessionWhen } from './session-when';
import { useLiveErrorMessage } from './use-live-error';

type SectionField = 'title' | 'description' | 'price' | 'sessionIds' | 'material_id' | 'language_level_id';

/**
 * Bundles some of the professor's own sessions into a live section, placed under a material or a language
 * level, and sends it to admin review. Checked with the contract's schema before it is sent.
 */
export function SectionForm({ sessions }: { sessions: LiveSession[] }) {
  const { t } = useTranslation('live-staff');
  const { t: te } = useTranslation('errors');
  const errorText = useLiveErrorMessage();
  const create = useCreateLiveSection();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('0');
  const [chosen, setChosen] = useState<number[]>([]);
  const [place, setPlace] = useState<'material' | 'language'>('material');
  const [materialId, setMaterialId] = useState<number | null>(null);
  const [languageId, setLanguageId] = useState<number | null>(null);
  const [levelId, setLevelId] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors<SectionField>>({});
  const descriptionId = useId();
  const server = create.error ? splitFieldMessage(create.error.message) : null;
  const error = (field: SectionField) => {
    const message = errors[field] ?? (server?.field === field ? server.text : undefined);
    return message
      ? te(message, { keySeparator: false, nsSeparator: false, defaultValue: message })
      : undefined;
  };

  const submit = () => {
    const result = liveSectionBody.safeParse({
      title,
      description,
      price,
      sessionIds: chosen,
      ...(place === 'material' && materialId !== null ? { material_id: materialId } : {}),
      ...(place === 'language' && levelId !== null ? { language_level_id: levelId } : {}),
    });
    if (!result.success) {
      const found = fieldErrorsOf<SectionField>(result.error.issues);
      // The contract names the material for "a material or a language level"; say it where the reader looks.
      if (place === 'language' && found.material_id) {
        found.language_level_id = found.material_id;
        delete found.material_id;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(result.data, {
      onSuccess: () => {
        notify.success(t('sections.created'));
        setTitle('');
        setDescription('');
        setPrice('0');
        setChosen([]);
      },
    });
  };

  return (
    <form
      noValidate
      aria-labelledby="new-section"
      className="space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="new-section" className="text-lg font-bold text-slate-900">
        {t('sections.new')}
      </h2>
      <TextField
        label={t('sections.title')}
        value={title}
        dir="auto"
        onChange={(e) => setTitle(e.target.value)}
        error={error('title')}
      />
      <div>
        <label htmlFor={descriptionId} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {t('sections.description')}
        </label>
        <textarea
          id={descriptionId}
          rows={3}
          dir="auto"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          className="block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-xs outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15"
        />
      </div>
      <TextField
        label={t('sections.price')}
        hint={t('form.priceHint')}
        type="number"
        inputMode="numeric"
        min={0}
        value={price}
        onChange={(e) => setPrice(e.target.value)}
        error={error('price')}
        className="max-w-xs"
      />
      <fieldset aria-describedby={error('sessionIds') ? 'section-sessions-error' : undefined}>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t('sections.sessions')}</legend>
        <ul className="max-h-72 space-y-2 overflow-y-auto rounded-2xl p-1">
          {sessions.map((session) => (
            <li key={session.id}>
              <label className="flex items-start gap-3 rounded-xl p-2 text-sm text-slate-800 hover:bg-slate-50">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-brand-700"
                  checked={chosen.includes(session.id)}
                  onChange={(e) =>
                    setChosen((ids) =>
                      e.target.checked ? [...ids, session.id] : ids.filter((id) => id !== session.id),
                    )
                  }
                />
                <span className="min-w-0">
                  <span className="block font-semibold break-words" dir="auto">
                    {session.title}
                  </span>
                  <span className="block text-slate-600">
                    <SessionWhen scheduledAt={session.scheduledAt} duration={session.duration} />
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {error('sessionIds') ? (
          <p id="section-sessions-error" className="mt-1.5 text-sm font-medium text-red-700">
            {error('sessionIds')}
          </p>
        ) : null}
      </fieldset>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t('sections.place')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['material', 'language'] as const).map((value) => (
            <label key={value} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="section-place"
                value={value}
                checked={place === value}
                onChange={() => setPlace(value)}
                className="size-4 accent-brand-700"
              />
              {t(`form.places.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {place === 'material' ? (
        <MaterialPicker
          value={materialId}
          onChange={setMaterialId}
          labels={{
            search: t('form.materialSearch'),
            material: t('form.material'),
            choose: t('form.chooseMaterial'),
            noMatch: t('form.noMaterial'),
          }}
        />
      ) : (
        <LanguageLevelPicker
          languageId={languageId}
          levelId={levelId}
          onChange={(language, level) => {
            setLanguageId(language);
            setLevelId(level);
          }}
          labels={{
            language: t('form.language'),
            chooseLanguage: t('form.chooseLanguage'),
            level: t('form.languageLevel'),
            chooseLevel: t('form.chooseLevel'),
          }}
        />
      )}
      {error('material_id') ? (
        <p className="text-sm font-medium text-red-700">{error('material_id')}</p>
      ) : null}
      {error('language_level_id') ? (
        <p className="text-sm font-medium text-red-700">{error('language_level_id')}</p>
      ) : null}
      {create.error && !server?.field ? <Alert tone="error">{errorText(create.error)}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" pending={create.isPending}>
          {t('sections.submit')}
        </Button>
      </div>
    </form>
  );
}
