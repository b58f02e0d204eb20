import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ArrowForwardIcon, TrashIcon } from '../../../components/ui/icons';
import { PageSpinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useDeleteCourse } from '../../../lib/queries/delete-course';
import { useCourse } from '../../../lib/queries/get-course';
import { CourseReviewView } from '../components/course-review-view';
import { RevisionReview } from '../components/revision-review';

/** /admin/courses/{courseId}: one course, its review actions and deletion. */
export default function AdminCoursePage() {
  const { t } = useTranslation('review');
  const { courseId } = useParams();
  const id = Number(courseId) || 0;
  const query = useCourse(id);
  const errorText = useErrorMessage();
  const navigate = useNavigate();
  const remove = useDeleteCourse();
  const [confirming, setConfirming] = useState(false);

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${query.data?.title ?? t('course.title')} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-7xl">
        <Link
          to="/admin/courses"
          className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
        >
          <ArrowForwardIcon className="size-4 rotate-180" />
          {t('course.back')}
        </Link>
        {query.isPending ? (
          <PageSpinner />
        ) : query.isError ? (
          <>
            <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('course.title')}</h1>
            <Alert tone="error">{errorText(query.error)}</Alert>
          </>
        ) : (
          <>
            {query.data.revision?.status === 'pending' ? (
              <section aria-label={t('revision.eyebrow')} className="mb-10">
                <RevisionReview courseId={id} />
              </section>
            ) : query.data.revision ? (
              <div className="mb-6">
                <Alert tone="info">
                  {t(`revision.state.${query.data.revision.status}`, { defaultValue: '' })}
                </Alert>
              </div>
            ) : null}
            <CourseReviewView
              course={query.data}
              headingLevel={1}
              actions={
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50"
                  onClick={() => setConfirming(true)}
                >
                  <TrashIcon className="size-4" />
                  {t('course.delete')}
                </Button>
              }
            />
            <ConfirmDialog
              open={confirming}
              onOpenChange={(open) => {
                setConfirming(open);
                if (!open) remove.reset();
              }}
              title={t('course.deleteTitle')}
              description={t('course.deleteBody', { title: query.data.title })}
              confirmLabel={t('course.deleteConfirm')}
              cancelLabel={t('course.cancel')}
              pending={remove.isPending}
              error={remove.isError ? <Alert tone="error">{errorText(remove.error)}</Alert> : null}
              onConfirm={() =>
                remove.mutate(id, {
                  onSuccess: () => {
                    notify.success(t('course.deleted'));
                    void navigate('/admin/courses');
                  },
                })
              }
            />
          </>
        )}
      </div>
    </div>
  );
}
