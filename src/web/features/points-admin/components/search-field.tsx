import { useId } from 'react';
import { SearchIcon } from '../../../components/ui/icons';

/** A labelled search box with its icon. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className="block h-12 w-full rounded-xl border border-slate-300 bg-white ps-10 pe-4 text-base text-slate-900 shadow-xs transition outline-none placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15"
        />
      </div>
    </div>
  );
}
