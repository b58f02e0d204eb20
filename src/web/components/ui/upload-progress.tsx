import { useTranslation } from 'react-i18next';

/** A determinate progress bar for an upload. Pages using it load the `course-content` namespace. */
export function UploadProgressBar({ percent, label }: { percent: number; label?: string }) {
  const { t } = useTranslation('course-content');
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between text-sm font-medium text-slate-700">
        <span>{label ?? t('upload.label')}</span>
        <span aria-hidden="true" dir="ltr">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label ?? t('upload.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('upload.progress', { percent })}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
