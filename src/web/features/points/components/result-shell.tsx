import type { ReactNode } from 'react';

const tones = {
  success: 'bg-brand-50 text-brand-700 ring-brand-200',
  waiting: 'bg-amber-50 text-amber-700 ring-amber-200',
  failure: 'bg-red-50 text-red-700 ring-red-200',
} as const;

/** The centred card of the payment return pages: an icon, a title, a message, then details and actions. */
export function ResultShell({
  tone,
  icon,
  title,
  children,
}: {
  tone: keyof typeof tones;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-xl px-4 py-10 sm:py-16">
        <div className="rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-10">
          <span
            className={`mx-auto inline-flex size-16 items-center justify-center rounded-full ring-8 ring-inset ${tones[tone]}`}
          >
            {icon}
          </span>
          <h1 className="mt-5 text-2xl font-bold text-slate-900">{title}</h1>
          <div className="mt-3 space-y-6 text-slate-600">{children}</div>
        </div>
      </div>
    </div>
  );
}
