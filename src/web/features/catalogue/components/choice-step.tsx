import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { useErrorMessage } from '../../../lib/error-message';
import { useNumberFormat } from '../../../lib/use-number-format';

export interface ChoiceOption {
  id: number;
  label: string;
  /** A second line (a price, a description). */
  hint?: string | undefined;
  /** Shown before the label (a flag). */
  badge?: ReactNode;
  /** Where choosing it leads: the same page with the selection in the search string. */
  to: string;
  selected: boolean;
}

/**
 * One step of a browsing page: a numbered heading and the options as links, the chosen one marked with
 * `aria-current`. Loading, failure and an empty list each say so.
 */
export function ChoiceStep({
  step,
  title,
  options,
  pending,
  error,
  emptyText,
  layout = 'pills',
  columns = 3,
}: {
  step: number;
  title: string;
  options: ChoiceOption[] | undefined;
  pending: boolean;
  error: unknown;
  emptyText: string;
  layout?: 'pills' | 'cards';
  /** Cards per row on wide screens. */
  columns?: 3 | 4;
}) {
  const { t } = useTranslation('catalogue');
  const { formatCount } = useNumberFormat();
  const errorText = useErrorMessage();
  const headingId = `step-${step}-title`;
  const list =
    layout === 'pills'
      ? 'flex flex-wrap gap-2.5'
      : `grid gap-3 ${columns === 4 ? 'grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-2 lg:grid-cols-3'}`;

  return (
    <section aria-labelledby={headingId} className="animate-fade-in">
      <h2 id={headingId} className="flex items-center gap-3 text-lg font-bold text-slate-900">
        <span
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
          aria-hidden="true"
        >
          {formatCount(step)}
        </span>
        {title}
      </h2>
      <div className="mt-4">
        {pending ? (
          <div role="status" className={list}>
            <span className="sr-only">{t('common:status.loading')}</span>
            {[0, 1, 2].map((index) => (
              <span
                key={index}
                aria-hidden="true"
                className={`animate-pulse rounded-2xl bg-slate-200/70 ${layout === 'cards' ? 'h-20' : 'h-11 w-36'}`}
              />
            ))}
          </div>
        ) : error ? (
          <Alert tone="error">{errorText(error)}</Alert>
        ) : !options || options.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-5 text-sm text-slate-600">
            {emptyText}
          </p>
        ) : (
          <ul className={list}>
            {options.map((option) => (
              <li key={option.id}>
                <Link
                  to={option.to}
                  preventScrollReset
                  aria-current={option.selected ? 'true' : undefined}
                  className={`flex items-center gap-3 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                    layout === 'cards' ? 'h-full rounded-2xl p-4' : 'min-h-11 rounded-full px-4 py-2 text-sm'
                  } ${
                    option.selected
                      ? 'bg-brand-700 text-white shadow-md shadow-brand-900/15'
                      : 'bg-white text-slate-800 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-900 hover:ring-brand-200'
                  }`}
                >
                  {option.badge}
                  <span className="min-w-0 flex-1">
                    <span className="block" dir="auto">
                      {option.label}
                    </span>
                    {option.hint ? (
                      <span
                        className={`block text-xs font-medium ${option.selected ? 'text-brand-100' : 'text-slate-600'}`}
                      >
                        {option.hint}
                      </span>
                    ) : null}
                  </span>
                  {option.selected ? <CheckCircleIcon className="size-5 shrink-0" /> : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
