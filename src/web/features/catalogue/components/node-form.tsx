import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/error-message';
import { translatedLanguages, type CatalogueTranslations } from '../../../../contract/catalogue-translations';
import type { NodeKind } from './structure-filter';

export interface NodeFormValues {
  /** Arabic, the catalogue's own language. */
  name: string;
  name_fr: string;
  name_en: string;
  price: string;
  code: string;
  flag: string;
  description: string;
  description_fr: string;
  description_en: string;
}

const EMPTY: NodeFormValues = {
  name: '',
  name_fr: '',
  name_en: '',
  price: '0',
  code: '',
  flag: '',
  description: '',
  description_fr: '',
  description_en: '',
};

/** The French and English fields of a node as the admin receives it (whole). */
export function translationValues(node: {
  translations?: CatalogueTranslations | undefined;
}): Pick<NodeFormValues, 'name_fr' | 'name_en' | 'description_fr' | 'description_en'> {
  return {
    name_fr: node.translations?.fr?.name ?? '',
    name_en: node.translations?.en?.name ?? '',
    description_fr: node.translations?.fr?.description ?? '',
    description_en: node.translations?.en?.description ?? '',
  };
}

/** What the server stores: a language with a name (an empty name leaves that language to fall back). */
export function translationsBody(
  values: Pick<NodeFormValues, 'name_fr' | 'name_en' | 'description_fr' | 'description_en'>,
  withDescription = false,
): CatalogueTranslations {
  const translations: CatalogueTranslations = {};
  for (const language of translatedLanguages) {
    const name = values[`name_${language}`].trim();
    if (!name) continue;
    const description = values[`description_${language}`].trim();
    translations[language] = withDescription ? { name, description: description || null } : { name };
  }
  return translations;
}

const inputClass =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15';

/**
 * The inline form that adds or edits one node. It shows the fields the node's kind has (a price for a
 * material, a code and flag for a language, a description for a language level) and the server's refusal.
 */
export function NodeForm({
  kind,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  kind: NodeKind;
  initial?: Partial<NodeFormValues>;
  submitLabel: string;
  onSubmit: (values: NodeFormValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const errorText = useErrorMessage();
  const id = useId();
  const [values, setValues] = useState<NodeFormValues>({ ...EMPTY, ...initial });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (field: keyof NodeFormValues) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!values.name.trim()) {
      setError(t('editor.nameRequired'));
      return;
    }
    if (kind === 'material' && !/^\d+$/.test(values.price.trim())) {
      setError(t('editor.priceInvalid'));
      return;
    }
    setPending(true);
    try {
      await onSubmit(values);
    } catch (caught) {
      setError(errorText(caught));
      setPending(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
      className="my-1.5 animate-fade-in rounded-xl bg-brand-50/60 p-3 ring-1 ring-brand-100"
      noValidate
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-3">
          <legend className="sr-only">{t(`editor.nameOf.${kind}`)}</legend>
          <div>
            <label htmlFor={`${id}-name`} className="mb-1 block text-xs font-semibold text-slate-700">
              {t(`editor.nameOf.${kind}`)}
            </label>
            <input
              id={`${id}-name`}
              name="name"
              value={values.name}
              onChange={set('name')}
              className={inputClass}
              autoFocus
              lang="ar"
              dir="rtl"
              maxLength={120}
              autoComplete="off"
            />
          </div>
          {translatedLanguages.map((language) => (
            <div key={language}>
              <label
                htmlFor={`${id}-name-${language}`}
                className="mb-1 block text-xs font-semibold text-slate-700"
              >
                {t(`editor.in.${language}`, { field: t(`editor.nameOf.${kind}`) })}
              </label>
              <input
                id={`${id}-name-${language}`}
                name={`name_${language}`}
                value={values[`name_${language}`]}
                onChange={set(`name_${language}`)}
                className={inputClass}
                lang={language}
                dir="ltr"
                maxLength={120}
                autoComplete="off"
              />
            </div>
          ))}
        </fieldset>
        {kind === 'material' ? (
          <div className="sm:w-36">
            <label htmlFor={`${id}-price`} className="mb-1 block text-xs font-semibold text-slate-700">
              {t('editor.price')}
            </label>
            <input
              id={`${id}-price`}
              name="price"
              value={values.price}
              onChange={set('price')}
              className={inputClass}
              inputMode="numeric"
              dir="ltr"
              autoComplete="off"
            />
          </div>
        ) : null}
        {kind === 'language' ? (
          <div className="grid grid-cols-2 gap-3 sm:w-56">
            <div>
              <label htmlFor={`${id}-code`} className="mb-1 block text-xs font-semibold text-slate-700">
                {t('editor.code')}
              </label>
              <input
                id={`${id}-code`}
                name="code"
                value={values.code}
                onChange={set('code')}
                className={inputClass}
                dir="ltr"
                placeholder="fr"
                autoComplete="off"
              />
            </div>
            <div>
              <label htmlFor={`${id}-flag`} className="mb-1 block text-xs font-semibold text-slate-700">
                {t('editor.flag')}
              </label>
              <input
                id={`${id}-flag`}
                name="flag"
                value={values.flag}
                onChange={set('flag')}
                className={inputClass}
                dir="ltr"
                autoComplete="off"
              />
            </div>
          </div>
        ) : null}
        {kind === 'language-level' ? (
          <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-3">
            <legend className="sr-only">{t('editor.description')}</legend>
            <div>
              <label
                htmlFor={`${id}-description`}
                className="mb-1 block text-xs font-semibold text-slate-700"
              >
                {t('editor.description')}
              </label>
              <input
                id={`${id}-description`}
                name="description"
                value={values.description}
                onChange={set('description')}
                className={inputClass}
                lang="ar"
                dir="rtl"
                autoComplete="off"
              />
            </div>
            {translatedLanguages.map((language) => (
              <div key={language}>
                <label
                  htmlFor={`${id}-description-${language}`}
                  className="mb-1 block text-xs font-semibold text-slate-700"
                >
                  {t(`editor.in.${language}`, { field: t('editor.description') })}
                </label>
                <input
                  id={`${id}-description-${language}`}
                  name={`description_${language}`}
                  value={values[`description_${language}`]}
                  onChange={set(`description_${language}`)}
                  className={inputClass}
                  lang={language}
                  dir="ltr"
                  autoComplete="off"
                />
              </div>
            ))}
          </fieldset>
        ) : null}
      </div>
      {error ? (
        <div className="mt-3">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" size="sm" pending={pending}>
          {submitLabel}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('editor.cancel')}
        </Button>
      </div>
    </form>
  );
}
