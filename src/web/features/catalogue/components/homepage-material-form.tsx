import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomepageMaterial, HomepageMaterialBody, StructureTree } from '../../../../contract/structure';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/error-message';

type TargetType = HomepageMaterialBody['target_type'];

const fieldClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15';

/** "level:3" ↔ {target_type, target_id}: one select picks both. */
export function targetValue(type: TargetType, id: number): string {
  return `${type}:${id}`;
}
function parseTarget(value: string): { target_type: TargetType; target_id: number } | null {
  const match = /^(level|language|language_level):(\d+)$/.exec(value);
  return match ? { target_type: match[1] as TargetType, target_id: Number(match[2]) } : null;
}

/** Creates or edits one entry of the home page's catalogue section; the target is picked from the tree. */
export function HomepageMaterialForm({
  entry,
  tree,
  nextOrder,
  onSubmit,
  onCancel,
}: {
  entry: HomepageMaterial | null;
  tree: StructureTree;
  nextOrder: number;
  onSubmit: (body: HomepageMaterialBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const errorText = useErrorMessage();
  const id = useId();
  const [values, setValues] = useState({
    name_ar: entry?.name_ar ?? '',
    name_fr: entry?.name_fr ?? '',
    name_en: entry?.name_en ?? '',
    description_ar: entry?.description_ar ?? '',
    description_fr: entry?.description_fr ?? '',
    description_en: entry?.description_en ?? '',
    target: entry ? targetValue(entry.target_type, entry.target_id) : '',
    order: String(entry?.order ?? nextOrder),
    is_active: entry?.is_active ?? true,
  });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const text = (field: keyof typeof values) => ({
    id: `${id}-${field}`,
    name: field,
    value: String(values[field]),
    onChange: (event: { target: { value: string } }) =>
      setValues((old) => ({ ...old, [field]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const target = parseTarget(values.target);
    if (!values.name_ar.trim() || !values.name_fr.trim() || !values.name_en.trim()) {
      setError(t('homepage.namesRequired'));
      return;
    }
    if (!target) {
      setError(t('homepage.targetRequired'));
      return;
    }
    if (!/^\d+$/.test(values.order.trim())) {
      setError(t('homepage.orderInvalid'));
      return;
    }
    setError(null);
    setPending(true);
    try {
      await onSubmit({
        name_ar: values.name_ar,
        name_fr: values.name_fr,
        name_en: values.name_en,
        description_ar: values.description_ar.trim() || null,
        description_fr: values.description_fr.trim() || null,
        description_en: values.description_en.trim() || null,
        ...target,
        order: Number(values.order),
        is_active: values.is_active,
      });
    } catch (caught) {
      setError(errorText(caught));
      setPending(false);
    }
  }

  const languages = [
    ['ar', 'rtl'],
    ['fr', 'ltr'],
    ['en', 'ltr'],
  ] as const;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="animate-fade-in rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {entry ? t('homepage.editTitle') : t('homepage.createTitle')}
      </h2>
      <div className="mt-5 grid gap-4 md:grid-cols-3">
        {languages.map(([lang, dir]) => (
          <fieldset key={lang} className="space-y-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <legend className="px-1 text-sm font-bold text-slate-800">{t(`homepage.in.${lang}`)}</legend>
            <div>
              <label
                htmlFor={`${id}-name_${lang}`}
                className="mb-1 block text-xs font-semibold text-slate-700"
              >
                {t('homepage.name')}
              </label>
              <input {...text(`name_${lang}`)} dir={dir} lang={lang} className={`${fieldClass} h-10`} />
            </div>
            <div>
              <label
                htmlFor={`${id}-description_${lang}`}
                className="mb-1 block text-xs font-semibold text-slate-700"
              >
                {t('homepage.description')}
              </label>
              <textarea
                {...text(`description_${lang}`)}
                dir={dir}
                lang={lang}
                rows={2}
                className={`${fieldClass} py-2`}
              />
            </div>
          </fieldset>
        ))}
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-target`} className="mb-1 block text-xs font-semibold text-slate-700">
            {t('homepage.target')}
          </label>
          <select {...text('target')} className={`${fieldClass} h-10`}>
            <option value="">{t('homepage.pickTarget')}</option>
            <optgroup label={t('homepage.levels')}>
              {tree.levels.map((level) => (
                <option key={level.id} value={targetValue('level', level.id)}>
                  {level.name}
                </option>
              ))}
            </optgroup>
            {tree.languages.map((language) => (
              <optgroup key={language.id} label={language.name}>
                <option value={targetValue('language', language.id)}>
                  {t('homepage.wholeLanguage', { name: language.name })}
                </option>
                {language.levels.map((level) => (
                  <option key={level.id} value={targetValue('language_level', level.id)}>
                    {`${language.name} — ${level.name}`}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-order`} className="mb-1 block text-xs font-semibold text-slate-700">
            {t('homepage.order')}
          </label>
          <input {...text('order')} inputMode="numeric" dir="ltr" className={`${fieldClass} h-10`} />
        </div>
        <label className="flex h-10 items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            name="is_active"
            checked={values.is_active}
            onChange={(event) => setValues((old) => ({ ...old, is_active: event.target.checked }))}
            className="size-4 accent-brand-700"
          />
          {t('homepage.activeLabel')}
        </label>
      </div>
      {error ? (
        <div className="mt-4">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-2">
        <Button type="submit" pending={pending}>
          {entry ? t('homepage.save') : t('homepage.create')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('editor.cancel')}
        </Button>
      </div>
    </form>
  );
}
