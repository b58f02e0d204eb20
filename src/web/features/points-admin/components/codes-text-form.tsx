import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { appLanguages, type AppLanguage } from '../../../../contract/common';
import { codesTextBody, type CodesText } from '../../../../contract/settings';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { useErrorMessage } from '../../../lib/error-message';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { LANGUAGE_NAMES } from '../../../lib/languages';
import { notify } from '../../../lib/notify';
import { useCodesText } from '../../../lib/queries/get-codes-text';
import { useUpdateCodesText } from '../api/update-codes-text';

/** The text on /points that tells students where top-up codes are sold, in each language. */
export function CodesTextForm() {
  const query = useCodesText();
  return <QueryState query={query}>{(saved) => <CodesTextFields saved={saved} />}</QueryState>;
}

function CodesTextFields({ saved }: { saved: CodesText }) {
  const { t } = useTranslation('points-admin');
  const id = useId();
  const errorText = useErrorMessage();
  const update = useUpdateCodesText();
  const [text, setText] = useState<CodesText>(saved);
  const [errors, setErrors] = useState<FieldErrors<AppLanguage>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = codesTextBody.safeParse(text);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<AppLanguage>(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (result) => {
        setText(result);
        notify.success(t('codesText.saved'));
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {update.isError ? <Alert tone="error">{errorText(update.error)}</Alert> : null}
      {appLanguages.map((language) => {
        const field = `${id}-${language}`;
        const error = errors[language] ? errorText(errors[language]) : null;
        return (
          <div key={language}>
            <label htmlFor={field} className="mb-1 block text-sm font-semibold text-slate-800">
              {t('codesText.label', { language: LANGUAGE_NAMES[language] })}
            </label>
            <textarea
              id={field}
              name={`codes-text-${language}`}
              lang={language}
              dir={language === 'ar' ? 'rtl' : 'ltr'}
              rows={3}
              maxLength={600}
              value={text[language]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${field}-error` : undefined}
              onChange={(event) => setText({ ...text, [language]: event.target.value })}
              className={`block w-full rounded-xl border bg-white px-3 py-2.5 text-base text-slate-900 outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 ${
                error ? 'border-red-600' : 'border-slate-300 hover:border-slate-400'
              }`}
            />
            {error ? (
              <p id={`${field}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <Button type="submit" pending={update.isPending}>
        {t('codesText.save')}
      </Button>
    </form>
  );
}
