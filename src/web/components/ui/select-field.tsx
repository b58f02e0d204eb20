import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

/** The look every select (and the search box beside one) shares, matching the text fields. */
export const selectClasses =
  'block h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 disabled:bg-slate-50';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | null | undefined;
  children: ReactNode;
}

/** A labelled native select with its error wired for assistive technology. */
export function SelectField({ label, error, className = '', children, ...props }: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={selectClasses}
        {...props}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
