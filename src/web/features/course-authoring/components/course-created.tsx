import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '../../../../contract/courses';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button-styles';
import { UploadProgressBar } from '../../../components/ui/upload-progress';

/** What a professor reads once a new course is sent: its files' fate, its cover's, and where to go next. */
export function CourseCreated({
  course,
  coverState,
  problems,
  allFiles,
}: {
  course: Course;
  coverState: 'uploading' | 'uploaded' | null;
  problems: (string | null)[];
  allFiles: boolean;
}) {
  const { t } = useTranslation('authoring');
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-done`}
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={`${id}-done`} className="text-xl font-bold text-slate-900">
        {t('editor.createdTitle')}
      </h2>
      <div className="mt-4 space-y-4">
        {allFiles ? <UploadProgressBar percent={100} label={t('editor.uploadDone')} /> : null}
        <Alert tone="success">{t('editor.createdBody', { title: course.title })}</Alert>
        {coverState === 'uploading' ? <p className="text-sm text-slate-600">{t('cover.uploading')}</p> : null}
        {coverState === 'uploaded' ? <p className="text-sm text-brand-800">{t('cover.uploaded')}</p> : null}
        {problems.map((problem) =>
          problem ? (
            <Alert key={problem} tone="error">
              {problem}
            </Alert>
          ) : null,
        )}
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={`/professor/courses/${course.id}`} className={buttonClasses('primary')}>
          {t('editor.viewCourse')}
        </Link>
        <Link to="/professor/courses" className={buttonClasses('secondary')}>
          {t('editor.toMyCourses')}
        </Link>
      </div>
    </section>
  );
}
