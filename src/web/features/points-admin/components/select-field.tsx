import { useId, type SelectHTMLAttributes } from 'react';

/** A labelled native select, styled like the text fields. */
export function SelectField({
  label,
  className = '',
  children,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { label: string }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        className="block h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15"
        {...props}
      >
        {children}
      </select>
    </div>
  );
}
