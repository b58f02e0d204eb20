import type { ReactNode } from 'react';

/** The eyebrow, title and lead of every wallet page. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <p className="text-sm font-semibold text-brand-700">{eyebrow}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {lead ? <p className="mt-2 max-w-2xl text-slate-600">{lead}</p> : null}
      </div>
      {children}
    </header>
  );
}
