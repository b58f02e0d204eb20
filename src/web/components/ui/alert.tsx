import type { ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon } from './icons';

/** An inline message in a form or page. Errors are announced when they appear. */
export function Alert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const styles = {
    error: 'bg-red-50 text-red-800 ring-red-200',
    success: 'bg-brand-50 text-brand-900 ring-brand-200',
    info: 'bg-sky-50 text-sky-900 ring-sky-200',
  }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-xl p-4 text-sm ring-1 ring-inset ${styles}`}
    >
      {tone === 'success' ? (
        <CheckCircleIcon className="mt-0.5 size-5 shrink-0" />
      ) : (
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
      )}
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
