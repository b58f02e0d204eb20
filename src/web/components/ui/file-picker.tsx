import type { InputHTMLAttributes } from 'react';
import { buttonClasses } from './button-styles';
import { FileIcon } from './icons';

interface FilePickerProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  /** The visible button text, in the page's language (the browser's own button is not translated). */
  buttonLabel: string;
  /** What is chosen now, or what to say when nothing is. */
  status: string;
}

/** A file input shown as a button in the interface language, with the chosen file's name beside it. */
export function FilePicker({ buttonLabel, status, disabled, ...props }: FilePickerProps) {
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-3">
      <label
        className={buttonClasses(
          'secondary',
          'sm',
          `focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 ${
            disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'
          }`,
        )}
      >
        <FileIcon className="size-4" />
        {buttonLabel}
        <input type="file" className="sr-only" disabled={disabled} {...props} />
      </label>
      <span className="min-w-0 text-sm break-all text-slate-700" dir="auto">
        {status}
      </span>
    </div>
  );
}
