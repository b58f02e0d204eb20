import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icons';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field while there is no error. */
  hint?: ReactNode;
  error?: string | null | undefined;
  /** Adds a show/hide toggle to a password field. */
  revealable?: boolean;
}

/** A labelled input with its hint and error wired for assistive technology. */
export function TextField({
  label,
  hint,
  error,
  revealable = false,
  type = 'text',
  className = '',
  ...props
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const inputType = revealable && revealed ? 'text' : type;

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={inputType}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`block h-12 w-full rounded-xl border bg-white px-4 text-base text-slate-900 shadow-xs transition outline-none placeholder:text-slate-500 read-only:bg-slate-50 read-only:text-slate-700 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 ${
            error ? 'border-red-600' : 'border-slate-300 hover:border-slate-400'
          } ${revealable ? 'pe-12' : ''}`}
          {...props}
        />
        {revealable ? (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            aria-pressed={revealed}
            aria-label={revealed ? t('form.hidePassword') : t('form.showPassword')}
            className="absolute inset-y-1 end-1 inline-flex w-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
