import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../lib/languages';
import { useLanguage } from '../../../lib/use-language';

/**
 * The language the platform speaks to this account: the interface at once, and (saved on the account by
 * `useLanguage`) the mails and stored notifications sent to it.
 */
export function LanguagePreference() {
  const { t } = useTranslation('users');
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('languagePref.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('languagePref.subtitle')}</p>
      <fieldset className="mt-5">
        <legend className="sr-only">{t('languagePref.title')}</legend>
        <div className="flex flex-wrap gap-3">
          {LANGUAGES.map((code) => (
            <label
              key={code}
              className="flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-400"
            >
              <input
                type="radio"
                name={`${id}-language`}
                value={code}
                checked={language === code}
                onChange={() => void setLanguage(code)}
                className="size-4 accent-brand-700"
              />
              <span lang={code} className="text-slate-800">
                {LANGUAGE_NAMES[code]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
