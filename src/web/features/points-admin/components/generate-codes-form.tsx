import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translatedName } from '../../../../contract/catalogue-translations';
import { generateCodesBody } from '../../../../contract/points';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/error-message';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { useLanguage } from '../../../lib/use-language';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useGenerateCodes, type GeneratedCodes } from '../api/generate-codes';
import { useAllPackages } from '../api/list-all-packages';
import { SelectField } from '../../../components/ui/select-field';

type Field = 'count' | 'points' | 'packageId';

/** Generates a batch of 1–1000 codes worth a number of points or a package. */
export function GenerateCodesForm({ onGenerated }: { onGenerated: (result: GeneratedCodes) => void }) {
  const { t } = useTranslation('points-admin');
  const errorText = useErrorMessage();
  const generate = useGenerateCodes();
  const packages = useAllPackages();
  const { formatPoints } = useNumberFormat();
  const { language } = useLanguage();
  const [count, setCount] = useState('20');
  const [mode, setMode] = useState<'points' | 'package'>('points');
  const [points, setPoints] = useState('1000');
  const [packageId, setPackageId] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body =
      mode === 'points'
        ? { count: Number(count || Number.NaN), points: Number(points || Number.NaN) }
        : { count: Number(count || Number.NaN), packageId: packageId ? Number(packageId) : undefined };
    if (mode === 'package' && !packageId) {
      setErrors({ packageId: t('codes.choosePackage') });
      return;
    }
    const parsed = generateCodesBody.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<Field>(parsed.error.issues));
      return;
    }
    setErrors({});
    generate.mutate(parsed.data, { onSuccess: onGenerated });
  }

  const error = (field: Field) => (errors[field] ? errorText(errors[field]) : null);

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {generate.isError ? <Alert tone="error">{errorText(generate.error)}</Alert> : null}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('codes.worth')}</legend>
        <div className="grid grid-cols-2 gap-2 rounded-xl bg-slate-100 p-1">
          {(['points', 'package'] as const).map((option) => (
            <label
              key={option}
              className={`flex cursor-pointer items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold transition has-focus-visible:outline-2 has-focus-visible:outline-brand-600 ${
                mode === option ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              <input
                type="radio"
                name="worth"
                value={option}
                checked={mode === option}
                onChange={() => setMode(option)}
                className="sr-only"
              />
              {option === 'points' ? t('codes.byPoints') : t('codes.byPackage')}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('codes.count')}
          name="count"
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          step={1}
          dir="ltr"
          value={count}
          onChange={(event) => setCount(event.target.value)}
          error={error('count')}
          hint={t('codes.countHint')}
        />
        {mode === 'points' ? (
          <TextField
            label={t('codes.points')}
            name="points"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            dir="ltr"
            value={points}
            onChange={(event) => setPoints(event.target.value)}
            error={error('points')}
          />
        ) : (
          <div>
            <SelectField
              label={t('codes.package')}
              name="packageId"
              value={packageId}
              onChange={(event) => setPackageId(event.target.value)}
              aria-invalid={errors.packageId ? true : undefined}
            >
              <option value="">{t('codes.choosePackageOption')}</option>
              {(packages.data ?? []).map((pack) => (
                <option key={pack.id} value={pack.id}>
                  {t('codes.packageOption', {
                    name: translatedName(pack.name, pack.translations, language),
                    points: formatPoints(pack.points),
                  })}
                </option>
              ))}
            </SelectField>
            {errors.packageId ? (
              <p className="mt-1.5 text-sm font-medium text-red-700">{errors.packageId}</p>
            ) : null}
          </div>
        )}
      </div>
      <div className="flex justify-end">
        <Button type="submit" pending={generate.isPending}>
          {t('codes.generate')}
        </Button>
      </div>
    </form>
  );
}
