import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Course } from '../../../../contract/courses';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { CourseSectionsView } from '../../../components/ui/course-block-view';
import { CoursePathLabel } from '../../../components/ui/course-path-label';
import { CourseStatusBadge } from '../../../components/ui/course-status-badge';
import { ArrowForwardIcon, BookIcon, MessageIcon, PencilIcon, TrashIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { PriceLabel } from '../../../components/ui/price-label';
import { PageSpinner } from '../../../components/ui/spinner';
import { UploadProgressBar } from '../../../components/ui/upload-progress';
import { useErrorMessage } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { useCourse } from '../../../lib/queries/get-course';
import { useUploadCourseCover } from '../api/upload-course-cover';
import { useCourseRevision } from '../../../lib/queries/get-course-revision';
import { CourseEditor } from '../components/course-editor';
import { CourseReviewsCard, RevisionPanel } from '../components/revision-panel';
import { DeleteCourseDialog } from '../components/delete-course-dialog';

/** /professor/courses/{id}: the course as its professor reads it; `?edit=1` opens the editor. */
export default function ProfessorCoursePage() {
  const { t } = useTranslation('authoring');
  const { id } = useParams();
  const courseId = Number(id) || 0;
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit') === '1';
  const query = useCourse(courseId);
  const errorText = useErrorMessage();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const course = query.data;
  const title = course?.title ?? t('course.title');
  // A published course is edited through its draft revision: the editor starts from the draft when one exists.
  const revision = useCourseRevision(courseId, Boolean(course?.revision));
  const editable: Course | undefined =
    course && revision.data
      ? {
          ...course,
          title: revision.data.title,
          description: revision.data.description,
          sections: revision.data.sections,
        }
      : course;

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${title} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-5xl">
        <Link
          to="/professor/courses"
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
        ) : editing && course && course.revision && !revision.data ? (
          <PageSpinner />
        ) : editing && editable ? (
          <>
            <PageHeader
              eyebrow={t('edit.eyebrow')}
              title={t('edit.title', { title: editable.title })}
              subtitle={t('edit.subtitle')}
            />
            <div className="mb-6">
              <Alert tone="info">
                {editable.status === 'approved' ? t('edit.revisionInfo') : t('edit.backToReview')}
              </Alert>
            </div>
            <CourseEditor
              key={revision.data?.updatedAt ?? editable.updatedAt}
              course={editable}
              onSaved={() => {
                setJustSaved(true);
                setParams({});
              }}
            />
          </>
        ) : course ? (
          <>
            <PageHeader
              eyebrow={<CourseStatusBadge status={course.status} />}
              title={course.title}
              actions={
                <>
                  <Button variant="primary" onClick={() => setParams({ edit: '1' })}>
                    <PencilIcon className="size-4" />
                    {course.status === 'rejected'
                      ? t('mine.editResubmit')
                      : course.revision
                        ? t('revision.editChanges')
                        : t('mine.edit')}
                  </Button>
                  <Link to={`/professor/comments/${course.id}`} className={buttonClasses('secondary')}>
                    <MessageIcon className="size-4" />
                    {t('mine.comments')}
                  </Link>
                  <Button
                    variant="ghost"
                    className="text-red-700 hover:bg-red-50"
                    onClick={() => setDeleting(true)}
                  >
                    <TrashIcon className="size-4" />
                    {t('mine.delete')}
                  </Button>
                </>
              }
            />
            {revision.data ? (
              <div className="mb-6">
                <RevisionPanel revision={revision.data} />
              </div>
            ) : null}
            <CourseOverview
              course={course}
              justSaved={justSaved}
              draftCover={revision.data?.diff.cover?.after ?? null}
            />
            <section aria-labelledby="content-title" className="mt-8">
              <h2 id="content-title" className="mb-4 text-lg font-bold text-slate-900">
                {t('course.content')}
              </h2>
              <CourseSectionsView sections={course.sections} />
            </section>
            <div className="mt-8">
              <CourseReviewsCard courseId={course.id} />
            </div>
            <DeleteCourseDialog
              course={deleting ? course : null}
              onClose={() => setDeleting(false)}
              onDeleted={() => void navigate('/professor/courses')}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}

function CourseOverview({
  course,
  justSaved,
  draftCover,
}: {
  course: Course;
  justSaved: boolean;
  draftCover: string | null;
}) {
  const { t } = useTranslation('authoring');
  const { formatDateTime } = useDateFormat();
  return (
    <div className="space-y-4">
      {justSaved && course.status === 'pending' ? (
        <Alert tone="success">{t('edit.savedBanner')}</Alert>
      ) : null}
      {course.status === 'rejected' ? (
        <Alert tone="error">
          <p className="font-semibold">
            {t('mine.rejectedOn', { date: formatDateTime(course.rejectedAt ?? course.reviewedAt) })}
          </p>
          <p className="mt-1 whitespace-pre-wrap" dir="auto">
            {course.rejectionReason ?? t('mine.noReason')}
          </p>
        </Alert>
      ) : course.status === 'pending' && !justSaved ? (
        <Alert tone="info">{t('mine.pendingNote')}</Alert>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <section
          className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
          aria-labelledby="about-title"
        >
          <h2 id="about-title" className="text-base font-bold text-slate-900">
            {t('course.about')}
          </h2>
          <p className="mt-2 whitespace-pre-wrap text-slate-700" dir="auto">
            {course.description || t('course.noDescription')}
          </p>
          <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-semibold text-slate-600">{t('course.path')}</dt>
              <dd className="mt-1">
                <CoursePathLabel course={course} />
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-600">{t('course.price')}</dt>
              <dd className="mt-1 font-semibold text-brand-800">
                <PriceLabel price={course.price} />
                {course.ownPrice !== null && course.ownPrice !== course.price ? (
                  <span className="ms-2 font-normal text-slate-600">
                    ({t('course.proposed')} <PriceLabel price={course.ownPrice} />)
                  </span>
                ) : null}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-600">{t('course.createdAt')}</dt>
              <dd className="mt-1 text-slate-800">{formatDateTime(course.createdAt)}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-600">{t('course.updatedAt')}</dt>
              <dd className="mt-1 text-slate-800">{formatDateTime(course.updatedAt)}</dd>
            </div>
          </dl>
        </section>
        <CoverCard course={course} draftCover={draftCover} />
      </div>
    </div>
  );
}

/** The cover; a published course's new cover waits in its revision, shown here with a note until approved. */
function CoverCard({ course, draftCover }: { course: Course; draftCover: string | null }) {
  const shown = draftCover ?? course.cover_url;
  const { t } = useTranslation('authoring');
  const errorText = useErrorMessage();
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useUploadCourseCover((p) => setPercent(p.percent));
  return (
    <section
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      aria-labelledby="cover-title"
    >
      <h2 id="cover-title" className="text-base font-bold text-slate-900">
        {t('cover.label')}
      </h2>
      <div className="mt-3 aspect-[16/10] overflow-hidden rounded-2xl bg-gradient-to-br from-brand-100 to-sand-100">
        {shown ? (
          <img src={shown} alt={t('cover.alt', { title: course.title })} className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-brand-700">
            <BookIcon className="size-10" />
          </div>
        )}
      </div>
      <label
        className={buttonClasses(
          'secondary',
          'sm',
          'mt-3 w-full cursor-pointer focus-within:outline-2 focus-within:outline-brand-700',
        )}
      >
        {shown ? t('cover.change') : t('cover.add')}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setPercent(0);
            upload.mutate(
              { id: course.id, file },
              {
                onSuccess: () =>
                  notify.success(course.status === 'approved' ? t('cover.inRevision') : t('cover.uploaded')),
                onSettled: () => setPercent(null),
              },
            );
          }}
        />
      </label>
      {percent !== null ? (
        <div className="mt-3">
          <UploadProgressBar percent={percent} />
        </div>
      ) : null}
      {upload.isError ? (
        <div className="mt-3">
          <Alert tone="error">
            {upload.error instanceof ApiError && /^HTTP error!/.test(upload.error.message)
              ? t('cover.failed')
              : errorText(upload.error)}
          </Alert>
        </div>
      ) : null}
    </section>
  );
}
