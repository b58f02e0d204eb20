import type { ReactNode } from 'react';

/** One review action's card: a titled section. */
export function ActionCard({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="text-base font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
