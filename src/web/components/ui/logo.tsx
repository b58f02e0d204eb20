/** The Masar mark: a winding path to a milestone, with the Arabic and Latin names. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" fill="var(--color-brand-700)" />
      <path
        d="M11 30c0-6 8-5.5 8-11s-6-4.5-6-8.5"
        fill="none"
        stroke="var(--color-brand-200)"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <path d="M19 30c3-4 10-4.5 10-11.5" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
      <circle cx="29" cy="12.5" r="3.6" fill="#f59e0b" />
    </svg>
  );
}

/**
 * The mark with the site's name (`name`, in the reader's language) and its logo text (`tagline`); the built-in
 * Arabic and Latin names until the platform settings say otherwise.
 */
export function Logo({
  tone = 'dark',
  name,
  tagline,
}: {
  tone?: 'dark' | 'light';
  name?: string;
  tagline?: string;
}) {
  const main = tone === 'dark' ? 'text-brand-900' : 'text-white';
  const sub = tone === 'dark' ? 'text-slate-600' : 'text-brand-100';
  return (
    <span className="inline-flex items-center gap-2.5">
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span
          lang={name ? undefined : 'ar'}
          dir={name ? 'auto' : undefined}
          className={`font-[family-name:var(--font-arabic-display)] text-xl font-bold ${main}`}
        >
          {name ?? 'مسار'}
        </span>
        <span
          lang={tagline ? undefined : 'en'}
          dir={tagline ? 'auto' : undefined}
          className={`text-[0.7rem] font-semibold tracking-[0.2em] uppercase ${sub}`}
        >
          {tagline ?? 'Masar'}
        </span>
      </span>
    </span>
  );
}
