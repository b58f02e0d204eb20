import type { ComponentType, ReactNode } from 'react';

/** The band at the top of the live pages: icon, eyebrow, title, subtitle and anything under them. */
export function LivePageHeader({
  icon: HeaderIcon,
  eyebrow,
  title,
  subtitle,
  children,
}: {
  icon: ComponentType<{ className?: string }>;
  eyebrow: string;
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-slate-200/70 bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14 lg:px-8">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800">
          <span className="inline-flex size-8 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">
            <HeaderIcon className="size-5" />
          </span>
          {eyebrow}
        </p>
        <h1 dir="auto" className="mt-4 text-3xl font-extrabold break-words text-slate-900 sm:text-4xl">
          {title}
        </h1>
        {subtitle ? <div className="mt-3 max-w-2xl text-slate-600">{subtitle}</div> : null}
        {children}
      </div>
    </div>
  );
}
