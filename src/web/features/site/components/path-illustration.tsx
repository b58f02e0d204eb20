import { useTranslation } from 'react-i18next';

/**
 * The hero's picture: the catalogue's real path (level, year, speciality, material) drawn as a road with
 * milestones. Decorative for assistive technology; the page text says the same.
 */
export function PathIllustration() {
  const { t } = useTranslation('site');
  const milestones = [
    { label: t('path.level'), example: t('path.levelExample') },
    { label: t('path.year'), example: t('path.yearExample') },
    { label: t('path.speciality'), example: t('path.specialityExample') },
    { label: t('path.material'), example: t('path.materialExample') },
  ];
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="relative rounded-[2rem] bg-white/80 p-6 shadow-2xl ring-1 shadow-brand-900/10 ring-slate-200 backdrop-blur sm:p-8">
        <div className="flex items-center justify-between">
          <p className="text-sm font-bold text-slate-900">{t('path.title')}</p>
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
            {t('path.badge')}
          </span>
        </div>
        <ol className="relative mt-6 space-y-4">
          <span className="absolute start-[1.15rem] top-3 bottom-3 w-0.5 rounded bg-gradient-to-b from-brand-300 via-brand-500 to-amber-400" />
          {milestones.map((step, index) => (
            <li key={step.label} className="relative flex items-center gap-4">
              <span
                className={`relative z-10 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold ring-4 ring-white ${
                  index === milestones.length - 1 ? 'bg-amber-500 text-white' : 'bg-brand-700 text-white'
                }`}
              >
                {index + 1}
              </span>
              <span className="flex-1 rounded-2xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200/80">
                <span className="block text-xs font-semibold text-slate-600">{step.label}</span>
                <span className="block text-sm font-bold text-slate-900">{step.example}</span>
              </span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
