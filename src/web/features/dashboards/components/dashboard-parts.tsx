import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';

/** A white panel of a dashboard, named by its heading. */
export function DashboardPanel({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** One figure with its label, linking to the page that lists what it counts. */
export function FigureLink({
  to,
  label,
  value,
  hint,
  icon: Icon,
}: {
  to: string;
  label: string;
  value: string;
  hint?: string;
  icon?: ComponentType<{ className?: string }>;
}) {
  return (
    <Link
      to={to}
      className="group block min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className="flex items-center gap-2 text-sm font-medium text-slate-600">
        {Icon ? <Icon className="size-4 shrink-0 text-brand-700" /> : null}
        <span className="min-w-0 truncate">{label}</span>
      </span>
      <span className="mt-1 block text-2xl font-extrabold text-slate-900 tabular-nums group-hover:text-brand-800">
        {value}
      </span>
      {hint ? <span className="mt-0.5 block text-xs text-slate-600">{hint}</span> : null}
    </Link>
  );
}

/** What an empty list says, with the next step to take. */
export function EmptyNote({ text, to, action }: { text: string; to?: string; action?: string }) {
  return (
    <p className="rounded-2xl bg-slate-50 px-4 py-5 text-sm text-slate-700">
      {text}
      {to && action ? (
        <>
          {' '}
          <Link to={to} className="font-semibold text-brand-800 underline underline-offset-2">
            {action}
          </Link>
        </>
      ) : null}
    </p>
  );
}

/** A thin progress bar named by the text beside it. */
export function ProgressBar({ percentage, labelledBy }: { percentage: number; labelledBy: string }) {
  return (
    <div
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percentage}
      className="h-2 overflow-hidden rounded-full bg-slate-100"
    >
      <div className="h-full rounded-full bg-brand-600" style={{ width: `${percentage}%` }} />
    </div>
  );
}
