import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatBytes } from '../../../components/ui/course-block-view';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { useScanCourseFiles } from '../api/scan-course-files';
import { TranscodingStatus } from '../components/transcoding-status';

/** /admin/course-files: files courses reference that storage lacks, and stored files nothing references. */
export default function CourseFilesPage() {
  const { t, i18n } = useTranslation('review');
  const query = useScanCourseFiles();
  const errorText = useErrorMessage();
  const report = query.data;

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${t('files.title')} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-5xl">
        <PageHeader
          eyebrow={t('area')}
          title={t('files.title')}
          subtitle={t('files.subtitle')}
          actions={
            <Button variant="secondary" pending={query.isFetching} onClick={() => void query.refetch()}>
              {t('files.rescan')}
            </Button>
          }
        />
        <TranscodingStatus />
        {query.isPending ? (
          <PageSpinner />
        ) : query.isError ? (
          <Alert tone="error">{errorText(query.error)}</Alert>
        ) : report ? (
          <div className="space-y-6">
            <div className="grid gap-3 sm:grid-cols-3">
              {[
                ['checked', report.checked, 'text-slate-900'],
                ['missing', report.missing.length, report.missing.length ? 'text-red-700' : 'text-brand-700'],
                [
                  'orphaned',
                  report.orphaned.length,
                  report.orphaned.length ? 'text-amber-700' : 'text-brand-700',
                ],
              ].map(([key, value, tone]) => (
                <div key={key} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                  <p className="text-sm font-semibold text-slate-600">{t(`files.stats.${key}`)}</p>
                  <p className={`mt-1 text-3xl font-bold ${tone}`}>{value}</p>
                </div>
              ))}
            </div>
            {report.missing.length === 0 && report.orphaned.length === 0 ? (
              <Alert tone="success">{t('files.allGood', { count: report.checked })}</Alert>
            ) : null}
            <section
              aria-labelledby="missing-title"
              className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
            >
              <h2 id="missing-title" className="text-base font-bold text-slate-900">
                {t('files.missingTitle')}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{t('files.missingHint')}</p>
              {report.missing.length === 0 ? (
                <p className="mt-3 text-sm text-slate-700">{t('files.none')}</p>
              ) : (
                <ul className="mt-3 divide-y divide-slate-100">
                  {report.missing.map((item) => (
                    <li
                      key={`${item.courseId}-${item.key}`}
                      className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3"
                    >
                      <Link
                        to={`/admin/courses/${item.courseId}`}
                        className="font-semibold text-brand-800 hover:underline"
                      >
                        {item.courseTitle}
                      </Link>
                      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                        {t(`files.kind.${item.kind}`)}
                      </span>
                      <code dir="ltr" className="text-xs break-all text-slate-600">
                        {item.key}
                      </code>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section
              aria-labelledby="orphaned-title"
              className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
            >
              <h2 id="orphaned-title" className="text-base font-bold text-slate-900">
                {t('files.orphanedTitle')}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{t('files.orphanedHint')}</p>
              {report.orphaned.length === 0 ? (
                <p className="mt-3 text-sm text-slate-700">{t('files.none')}</p>
              ) : (
                <ul className="mt-3 divide-y divide-slate-100">
                  {report.orphaned.map((item) => (
                    <li key={item.key} className="flex flex-wrap items-center justify-between gap-2 py-3">
                      <code dir="ltr" className="text-xs break-all text-slate-700">
                        {item.key}
                      </code>
                      <span dir="ltr" className="text-xs text-slate-600">
                        {formatBytes(item.size, i18n.language)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        ) : null}
      </div>
    </div>
  );
}
