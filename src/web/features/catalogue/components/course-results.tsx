import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button-styles';
import { CourseCard } from '../../../components/ui/course-card';
import { BookIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { useCourses, type CourseFilter } from '../api/get-courses';

/** What a previous/next link hands to the page it opens: the server's keyset cursor for that page. */
interface PageLinkState {
  coursesPage: number;
  coursesCursor: string;
}

/**
 * The approved courses of the chosen material or language level, with pages as links (the page number lives
 * in the URL like the rest of the selection). Previous and next also carry the server's keyset cursor in the
 * history entry (decision 122), so walking the pages reads each from its key; a link opened directly (shared,
 * bookmarked) has no cursor and is read by its page number.
 */
export function CourseResults({
  filter,
  page,
  title,
  pageHref,
}: {
  filter: CourseFilter;
  page: number;
  title: string;
  pageHref: (page: number) => string;
}) {
  const { t } = useTranslation('catalogue');
  const errorText = useErrorMessage();
  const linkState = useLocation().state as Partial<PageLinkState> | null;
  const cursor = linkState?.coursesPage === page ? linkState.coursesCursor : undefined;
  const query = useCourses(filter, page, cursor);
  const linkTo = (to: number, pageCursor: string | null) => ({
    to: pageHref(to),
    state: pageCursor ? ({ coursesPage: to, coursesCursor: pageCursor } satisfies PageLinkState) : undefined,
  });
  // Beyond 10,000 courses the total is an estimate: "next" follows the server's cursor when it gives one.
  const hasNext = (pagination: { next_cursor: string | null; totalPages: number }) =>
    pagination.next_cursor !== null || (cursor === undefined && page < pagination.totalPages);
  const data = query.data;

  // On a phone the list sits under the whole picker: once a choice's first answer is in (courses, none, or an
  // error), the list is brought into view — after the answer, so the page is already as tall as the list and the
  // scroll is not cut short by a spinner's height. Paging within the same choice leaves the reader where they are.
  const sectionRef = useRef<HTMLElement>(null);
  const revealedFor = useRef<string | null>(null);
  const filterKey = JSON.stringify(filter);
  useEffect(() => {
    if (query.isPending || revealedFor.current === filterKey) return;
    revealedFor.current = filterKey;
    if (!window.matchMedia('(max-width: 767px)').matches) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    sectionRef.current?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  }, [query.isPending, filterKey]);

  return (
    // Clear of the sticky header (logo, navigation and search rows on a phone) when scrolled to.
    <section ref={sectionRef} aria-labelledby="courses-title" className="mt-10 scroll-mt-44">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="courses-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
          {title}
        </h2>
        {data && data.pagination.total > 0 ? (
          <p className="text-sm text-slate-600">{t('courses.count', { count: data.pagination.total })}</p>
        ) : null}
      </div>
      {query.isPending ? (
        <div role="status" className="flex justify-center py-16 text-brand-700">
          <Spinner className="size-8" />
          <span className="sr-only">{t('common:status.loading')}</span>
        </div>
      ) : query.isError ? (
        <div className="mt-6">
          <Alert tone="error">{errorText(query.error)}</Alert>
        </div>
      ) : !data || data.courses.length === 0 ? (
        <div className="mt-6 rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-600">
            <BookIcon className="size-7" />
          </span>
          <p className="mt-4 font-semibold text-slate-900">{t('courses.emptyTitle')}</p>
          <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">{t('courses.emptyBody')}</p>
        </div>
      ) : (
        <>
          <ul
            className={`mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.courses.map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </ul>
          {page > 1 || hasNext(data.pagination) ? (
            <nav aria-label={t('courses.pages')} className="mt-8 flex items-center justify-between gap-3">
              {page > 1 ? (
                <Link
                  {...linkTo(page - 1, data.pagination.prev_cursor)}
                  className={buttonClasses('secondary', 'sm')}
                >
                  {t('courses.previous')}
                </Link>
              ) : (
                <span />
              )}
              <p className="text-sm text-slate-600">
                {t('courses.page', { page, total: Math.max(page, data.pagination.totalPages) })}
              </p>
              {hasNext(data.pagination) ? (
                <Link
                  {...linkTo(page + 1, data.pagination.next_cursor)}
                  className={buttonClasses('secondary', 'sm')}
                >
                  {t('courses.next')}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
