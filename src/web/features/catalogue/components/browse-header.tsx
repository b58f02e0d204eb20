import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CourseSearchBox } from '../../../components/ui/course-search-box';

/** The band at the top of a browsing page: icon, eyebrow, title, subtitle and the current selection. */
export function BrowseHeader({
  icon: HeaderIcon,
  eyebrow,
  title,
  subtitle,
  children,
}: {
  icon: ComponentType<{ className?: string }>;
  eyebrow: string;
  title: string;
  subtitle: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative overflow-hidden border-b border-slate-200/70 bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        className="pointer-events-none absolute -end-24 -top-24 size-80 rounded-full bg-brand-200/40 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative mx-auto max-w-6xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14 lg:px-8">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800">
          <span className="inline-flex size-8 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">
            <HeaderIcon className="size-5" />
          </span>
          {eyebrow}
        </p>
        <h1 className="mt-4 text-3xl font-extrabold text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-slate-600">{subtitle}</p>
        <CourseSearchBox label={t('common:search.catalogueLabel')} className="mt-6 max-w-xl" />
        {children}
      </div>
    </div>
  );
}

/** The chosen steps as a breadcrumb trail; each crumb goes back to that step. */
export function SelectionTrail({
  label,
  items,
}: {
  label: string;
  items: { key: string; text: string; to: string }[];
}) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="mt-6">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-2 text-sm">
        {items.map((item, index) => (
          <li key={item.key} className="flex items-center gap-1.5">
            {index > 0 ? (
              <span aria-hidden="true" className="text-slate-400">
                /
              </span>
            ) : null}
            {index === items.length - 1 ? (
              <span
                aria-current="page"
                className="rounded-full bg-brand-700 px-3 py-1 font-semibold text-white"
                dir="auto"
              >
                {item.text}
              </span>
            ) : (
              <Link
                to={item.to}
                preventScrollReset
                className="rounded-full bg-white px-3 py-1 font-medium text-slate-700 ring-1 ring-slate-200 hover:text-brand-800 hover:ring-brand-200"
                dir="auto"
              >
                {item.text}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
