import { useId } from 'react';
import { appLanguages } from '../../../contract/languages';
import type { LocalizedText } from '../../../contract/localized-text';
import { LANGUAGE_NAMES } from '../../lib/languages';

const inputClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15';

/** One text in Arabic, French and English side by side; one is enough, the others fall back to it. */
export function LocalizedInput({
  legend,
  hint,
  value,
  onChange,
  maxLength,
  multiline = false,
  name,
}: {
  legend: string;
  hint?: string;
  value: LocalizedText;
  onChange: (value: LocalizedText) => void;
  maxLength: number;
  multiline?: boolean;
  name: string;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      <div className="grid gap-3 sm:grid-cols-3">
        {appLanguages.map((language) => {
          const field = `${id}-${language}`;
          const props = {
            id: field,
            name: `${name}-${language}`,
            lang: language,
            dir: language === 'ar' ? 'rtl' : 'ltr',
            maxLength,
            value: value[language],
            className: inputClass,
          } as const;
          return (
            <div key={language}>
              <label htmlFor={field} className="mb-1 block text-xs font-semibold text-slate-600">
                {LANGUAGE_NAMES[language]}
              </label>
              {multiline ? (
                <textarea
                  {...props}
                  rows={2}
                  onChange={(event) => onChange({ ...value, [language]: event.target.value })}
                />
              ) : (
                <input
                  {...props}
                  type="text"
                  onChange={(event) => onChange({ ...value, [language]: event.target.value })}
                />
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
