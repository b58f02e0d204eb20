import { useTranslation } from 'react-i18next';
import type { CourseProgress } from '../../../../contract/progress';
import { buttonClasses } from '../../../components/ui/button-styles';
import { CheckCircleIcon, PlayIcon } from '../../../components/ui/icons';

export const blockAnchor = (blockId: number) => `block-${blockId}`;

/** The progress bar over the course's content and "Continue where you left off", which scrolls to the block. */
export function CourseProgressSummary({ progress }: { progress: CourseProgress }) {
  const { t } = useTranslation('progress');
  const resume = progress.resumeBlockId;
  const started = progress.lastActivityAt !== null;
  const goTo = (blockId: number) => {
    const target = document.getElementById(blockAnchor(blockId));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  };
  return (
    <div className="mt-5 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-slate-900" id="course-progress-label">
          {t('summary', {
            percentage: progress.percentage,
            completed: progress.completed,
            total: progress.total,
          })}
        </p>
        {resume !== null ? (
          <button type="button" className={buttonClasses('primary', 'sm')} onClick={() => goTo(resume)}>
            <PlayIcon className="size-4 rtl:-scale-x-100" />
            {started ? t('continue') : t('start')}
          </button>
        ) : progress.total > 0 ? (
          <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800">
            <CheckCircleIcon className="size-5" />
            {t('finished')}
          </p>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby="course-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percentage}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${progress.percentage}%` }}
        />
      </div>
    </div>
  );
}
