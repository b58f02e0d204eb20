import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button-styles';
import { BookIcon, CheckCircleIcon, LockIcon, UserIcon } from '../../../components/ui/icons';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/http';
import { useErrorMessage } from '../../../lib/error-message';
import { usePriceText } from '../../../components/ui/price-label';
import { useSession } from '../../../lib/use-session';
import { useCourse } from '../../../lib/queries/get-course';
import { CourseBlockView } from '../../../components/ui/course-block-view';
import { StoredImage } from '../../../components/ui/stored-image';
import { COURSE_COVER_SIZES } from '../../../../contract/image-variants';
import { BuyCoursePanel, CommentsSection, CourseQuizzes } from '../components/deferred-parts';
import { CONTENT_HEADING_ID } from '../components/content-heading';
import { CoursePathTrail } from '../components/course-path-trail';
import { useCourseProgress } from '../api/get-course-progress';
import { BlockProgress } from '../components/block-progress';
import { CourseProgressSummary } from '../components/course-progress-summary';
import { KeepOfflinePanel } from '../components/keep-offline-panel';
import { useNumberFormat } from '../../../lib/use-number-format';

function positiveId(value: string | null | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * /coursesList/courses/{id} and /description?id={id}: a course as the reader may see it. Everyone sees the
 * cover, path, price and outline; the content (and the comment form) appears for those the server lets in.
 */
export default function CoursePage() {
  // The block viewer's strings (`course-content`) load with the page's own.
  const { t } = useTranslation(['course', 'course-content']);
  const { formatCount } = useNumberFormat();
  const errorText = useErrorMessage();
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const { user } = useSession();
  const priceText = usePriceText();
  const id = positiveId(params.id ?? search.get('id'));
  const query = useCourse(id);
  const course = query.data;
  // Progress is kept for signed-in readers the server lets into the content.
  const tracking = Boolean(user && course?.canAccessContent);
  const progress = useCourseProgress(id ?? 0, tracking);
  const blockProgress = new Map(
    progress.data?.sections.flatMap((section) => section.blocks.map((block) => [block.blockId, block])) ?? [],
  );

  if (id === null || (query.isError && query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <div className="flex flex-1 items-center justify-center px-4 py-20">
        <title>{`${t('notFound.title')} · ${t('common:app.name')}`}</title>
        <div className="max-w-md text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-3xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <BookIcon className="size-8" />
          </span>
          <h1 className="mt-6 text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
          <p className="mt-3 text-slate-600">{t('notFound.body')}</p>
          <Link to="/TTHCourses" className={buttonClasses('primary', 'md', 'mt-6')}>
            {t('notFound.browse')}
          </Link>
        </div>
      </div>
    );
  }
  if (query.isPending) return <PageSpinner />;
  if (query.isError || !course) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16">
        <h1 className="sr-only">{t('notFound.title')}</h1>
        <Alert tone="error">{errorText(query.error)}</Alert>
      </div>
    );
  }

  const blocks = course.sections.reduce((n, section) => n + section.blocks.length, 0);
  const loginHref = `/login?next=${encodeURIComponent(location.pathname + location.search)}`;

  return (
    <div className="flex-1 bg-slate-50 pb-16">
      <title>{`${course.title} · ${t('common:app.name')}`}</title>
      <div className="relative overflow-hidden bg-brand-900 text-white">
        <div
          className="pointer-events-none absolute -start-32 -top-32 size-96 rounded-full bg-brand-600/40 blur-3xl"
          aria-hidden="true"
        />
        <div className="relative mx-auto grid max-w-6xl gap-8 px-4 pt-10 pb-12 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8 lg:pb-16">
          <div className="min-w-0">
            <CoursePathTrail course={course} />
            <h1 className="mt-4 text-3xl leading-tight font-extrabold sm:text-4xl" dir="auto">
              {course.title}
            </h1>
            {course.description ? (
              <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-100" dir="auto">
                {course.description}
              </p>
            ) : null}
            <dl className="mt-6 flex flex-wrap gap-x-6 gap-y-3 text-sm text-brand-50">
              <div className="flex items-center gap-2">
                <dt className="sr-only">{t('facts.professor')}</dt>
                <UserIcon className="size-5 text-brand-200" />
                <dd className="font-semibold">{course.professorName}</dd>
              </div>
              <div className="flex items-center gap-2">
                <dt className="sr-only">{t('facts.content')}</dt>
                <BookIcon className="size-5 text-brand-200" />
                <dd>
                  {t('facts.sections', { count: course.sections.length })} ·{' '}
                  {t('facts.blocks', { count: blocks })}
                </dd>
              </div>
            </dl>
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <aside className="-mt-8 lg:order-last lg:-mt-56" aria-labelledby="price-title">
          <div className="overflow-hidden rounded-3xl bg-white shadow-xl shadow-slate-900/10 ring-1 ring-slate-200 lg:sticky lg:top-20">
            <div className="aspect-[16/9] bg-gradient-to-br from-brand-100 to-sand-100">
              {course.cover_url ? (
                <StoredImage
                  src={course.cover_url}
                  sizes={COURSE_COVER_SIZES}
                  alt=""
                  className="size-full object-cover"
                />
              ) : (
                <span
                  className="flex size-full items-center justify-center text-brand-700"
                  aria-hidden="true"
                >
                  <BookIcon className="size-12" />
                </span>
              )}
            </div>
            <div className="p-6">
              <h2 id="price-title" className="text-sm font-semibold text-slate-600">
                {t('price.title')}
              </h2>
              {course.price === null ? (
                <p className="mt-1 text-xl font-bold text-slate-800">{priceText(null)}</p>
              ) : course.price === 0 ? (
                <p className="mt-1 text-3xl font-extrabold text-brand-800">{priceText(0)}</p>
              ) : (
                <p className="mt-1 text-3xl font-extrabold text-slate-900">{priceText(course.price)}</p>
              )}
              {course.price !== null && course.price > 0 ? (
                <p className="mt-1 text-xs text-slate-600">{t('price.rate')}</p>
              ) : null}
              <div className="mt-5 border-t border-slate-100 pt-5 text-sm">
                {course.canAccessContent ? (
                  <p className="flex items-start gap-2 text-brand-800">
                    <CheckCircleIcon className="mt-0.5 size-5 shrink-0" />
                    {course.purchased ? t('access.owned') : t('access.staff')}
                  </p>
                ) : user?.role === 'student' &&
                  !course.purchased &&
                  course.status === 'approved' &&
                  course.price !== null ? (
                  <BuyCoursePanel course={course} price={course.price} />
                ) : user ? (
                  <p className="flex items-start gap-2 text-slate-700">
                    <LockIcon className="mt-0.5 size-5 shrink-0" />
                    {t('access.locked')}
                  </p>
                ) : (
                  <>
                    <p className="flex items-start gap-2 text-slate-700">
                      <LockIcon className="mt-0.5 size-5 shrink-0" />
                      {t('access.signedOut')}
                    </p>
                    <Link to={loginHref} className={buttonClasses('primary', 'md', 'mt-4 w-full')}>
                      {t('access.signIn')}
                    </Link>
                  </>
                )}
              </div>
            </div>
          </div>
        </aside>

        <div className="min-w-0 pt-2 lg:pt-10">
          <section aria-labelledby={CONTENT_HEADING_ID}>
            <h2
              id={CONTENT_HEADING_ID}
              tabIndex={-1}
              className="rounded-lg text-xl font-bold text-slate-900 outline-offset-4 sm:text-2xl"
            >
              {course.canAccessContent ? t('outline.content') : t('outline.title')}
            </h2>
            {progress.data ? <CourseProgressSummary progress={progress.data} /> : null}
            {course.canAccessContent ? <KeepOfflinePanel course={course} /> : null}
            {course.sections.length === 0 ? (
              <p className="mt-4 text-slate-600">{t('outline.empty')}</p>
            ) : (
              <ol className="mt-5 space-y-6">
                {course.sections.map((section, index) => (
                  <li key={section.id}>
                    <h3 className="flex items-center gap-3 font-bold text-slate-900">
                      <span
                        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm text-brand-800"
                        aria-hidden="true"
                      >
                        {formatCount(index + 1)}
                      </span>
                      <span dir="auto">{section.title}</span>
                    </h3>
                    {section.blocks.length === 0 ? (
                      <p className="mt-2 ps-11 text-sm text-slate-600">{t('outline.emptySection')}</p>
                    ) : (
                      <ul className="mt-3 space-y-2 sm:ps-11">
                        {section.blocks.map((block) => (
                          <li key={block.id}>
                            {tracking && !block.locked ? (
                              <BlockProgress
                                courseId={course.id}
                                blockId={block.id}
                                type={block.type}
                                progress={blockProgress.get(block.id)}
                              >
                                <CourseBlockView block={block} />
                              </BlockProgress>
                            ) : (
                              <CourseBlockView block={block} />
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>
          <CourseQuizzes course={course} />
          <CommentsSection course={course} />
        </div>
      </div>
    </div>
  );
}
