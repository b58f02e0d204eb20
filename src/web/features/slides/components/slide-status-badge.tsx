import { useTranslation } from 'react-i18next';
import { slideStatus, type Slide } from '../../../../contract/slides';

const TONES = {
  live: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  scheduled: 'bg-sky-50 text-sky-800 ring-sky-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-200',
  inactive: 'bg-amber-50 text-amber-900 ring-amber-200',
} as const;

/** Live, scheduled, expired or inactive, as of now. */
export function SlideStatusBadge({ slide }: { slide: Slide }) {
  const { t } = useTranslation('slides');
  const status = slideStatus(slide);
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
