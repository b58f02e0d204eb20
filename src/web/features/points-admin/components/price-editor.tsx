import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { price as priceSchema } from '../../../../contract/structure';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';

/**
 * A price in points edited in place: a number field and Save. With `clearable`, an empty field saves null
 * (the course falls back to its material or language price).
 */
export function PriceEditor({
  value,
  label,
  clearable = false,
  onSave,
}: {
  value: number | null;
  /** Names the field for assistive technology, e.g. "Price of Mathematics". */
  label: string;
  clearable?: boolean;
  onSave: (price: number | null) => Promise<unknown>;
}) {
  const { t } = useTranslation('points-admin');
  const errorText = useErrorMessage();
  const [text, setText] = useState(value === null ? '' : String(value));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const initial = value === null ? '' : String(value);
  const changed = text.trim() !== initial;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let next: number | null = null;
    if (text.trim() !== '' || !clearable) {
      const parsed = priceSchema.safeParse(text.trim() === '' ? Number.NaN : Number(text));
      if (!parsed.success) {
        setError(errorText(parsed.error.issues[0]?.message ?? 'Price must be a number'));
        return;
      }
      next = parsed.data;
    }
    setError(null);
    setSaving(true);
    try {
      await onSave(next);
      notify.success(t('pricing.saved'));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col items-end gap-1">
      <div className="flex items-center gap-2">
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          dir="ltr"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          placeholder={clearable ? t('pricing.inherit') : undefined}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          className={`h-10 w-28 rounded-lg border bg-white px-3 text-end text-sm tabular-nums shadow-xs outline-none placeholder:text-slate-500 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 ${
            error ? 'border-red-600' : 'border-slate-300 hover:border-slate-400'
          }`}
        />
        <Button
          type="submit"
          size="sm"
          variant={changed ? 'primary' : 'secondary'}
          disabled={!changed}
          pending={saving}
        >
          {t('actions.save')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
