import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from '../../../../contract/points';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TicketIcon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useCodesText } from '../../../lib/queries/get-codes-text';
import { isCompleteCode, normaliseCode } from '../../../lib/redeem-code';
import { useLanguage } from '../../../lib/use-language';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useRedeemCode } from '../api/redeem-code';

/**
 * Turns a printed top-up code into points. Accepts lowercase, spaces and the card's dashes. Says where codes are
 * sold, in the reader's language, as an admin wrote it.
 */
export function RedeemForm() {
  const { t } = useTranslation('points');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const redeem = useRedeemCode();
  const errorText = useErrorMessage();
  const { formatPoints } = useNumberFormat();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isCompleteCode(code)) {
      setFieldError(t('redeem.incomplete', { length: CODE_LENGTH }));
      return;
    }
    setFieldError(null);
    redeem.mutate(normaliseCode(code), {
      onSuccess: (result) => {
        setCode('');
        notify.success(t('redeem.done', { points: formatPoints(result.points) }));
      },
    });
  }

  return (
    <section
      aria-labelledby="redeem-title"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-7"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-2xl bg-amber-50 text-amber-700 ring-1 ring-amber-200">
          <TicketIcon className="size-5" />
        </span>
        <div>
          <h2 id="redeem-title" className="text-lg font-bold text-slate-900">
            {t('redeem.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('redeem.subtitle')}</p>
        </div>
      </div>
      <CodesSource />
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        {redeem.isError ? <Alert tone="error">{errorText(redeem.error)}</Alert> : null}
        {redeem.isSuccess ? (
          <Alert tone="success">
            {t('redeem.credited', {
              points: formatPoints(redeem.data.points),
              balance: formatPoints(redeem.data.balance),
            })}
          </Alert>
        ) : null}
        <TextField
          label={t('redeem.label')}
          name="code"
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          value={code}
          maxLength={40}
          onChange={(event) => {
            setCode(event.target.value);
            if (fieldError) setFieldError(null);
          }}
          error={fieldError}
          hint={t('redeem.hint')}
          className="[&_input]:font-mono [&_input]:tracking-wider"
        />
        <Button type="submit" className="w-full" pending={redeem.isPending}>
          {t('redeem.submit')}
        </Button>
      </form>
    </section>
  );
}

/** Where codes come from: the school and its partners, as the platform setting says it. */
function CodesSource() {
  const { t } = useTranslation('points');
  const { language } = useLanguage();
  const query = useCodesText();
  if (!query.data) return null;
  return (
    <div className="mt-4 rounded-2xl bg-amber-50/60 px-4 py-3 ring-1 ring-amber-200/70">
      <h3 className="text-sm font-semibold text-amber-900">{t('redeem.whereTitle')}</h3>
      <p className="mt-1 text-sm leading-6 whitespace-pre-line text-slate-700" dir="auto">
        {query.data[language]}
      </p>
    </div>
  );
}
