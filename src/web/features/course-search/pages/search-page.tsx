import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { CourseCard } from '../../../components/ui/course-card';
import { BookIcon, SearchIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { selectClasses } from '../../../components/ui/select-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCourseSearch, type CourseSearch } from '../api/search-courses';
import { SearchFilters } from '../components/search-filters';
import { useAddressFilters } from '../../../lib/use-address-filters';

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;
const positive = (value: string | null) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
const whole = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

/** The search as the address holds it: anything malformed there is left out rather than sent. */
export function readSearch(params: URLSearchParams): CourseSearch {
  return {
    q: params.get('q')?.trim() || undefined,
    path: pick(params.get('path'), ['material', 'language'] as const),
    levelId: positive(params.get('levelId')),
    languageId: positive(params.get('languageId')),
    priceMin: whole(params.get('priceMin')),
    priceMax: whole(params.get('priceMax')),
    free: pick(params.get('free'), ['true'] as const),
    professorId: positive(params.get('professorId')),
    sort: pick(params.get('sort'), ['newest', 'popular'] as const),
    page: positive(params.get('page')) ?? 1,
  };
}

/** /search: every approved course matching the words, filtered, sorted and paged; all kept in the address. */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const [params, update] = useAddressFilters();
  const search = readSearch(params);
  const query = useCourseSearch(search);
  const inputId = useId();
  const [typed, setTyped] = useState(search.q ?? '');
  const words = useDebouncedValue(typed.trim(), 400);

  // The header box (or a link) can change the words while this page is open: the box follows the address.
  const addressWords = params.get('q') ?? '';
  const [seenWords, setSeenWords] = useState(addressWords);
  if (seenWords !== addressWords) {
    setSeenWords(addressWords);
    if (addressWords.trim() !== typed.trim()) setTyped(addressWords);
  }
  useEffect(() => {
    if (words !== addressWords.trim()) update({ q: words });
    // Only the settled text writes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [words]);

  const professorName =
    search.professorId !== undefined
      ? query.data?.courses.find((course) => course.createdBy === search.professorId)?.professorName
      : undefined;

  return (
    <div className="flex-1 bg-slate-50 pb-16">
      <title>{`${search.q ? `${search.q} · ` : ''}${t('title')} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">{t('subtitle')}</p>
        <form
          role="search"
          aria-label={t('title')}
          className="mt-6"
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {t('query')}
          </label>
          <div className="relative max-w-2xl">
            <SearchIcon className="pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-slate-500" />
            <input
              id={inputId}
              type="search"
              name="q"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder={t('common:search.placeholder')}
              className={`${selectClasses} ps-10`}
            />
          </div>
        </form>

        <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_1fr]">
          <section
            aria-labelledby="filters-title"
            className="self-start rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="filters-title" className="mb-4 text-lg font-bold text-slate-900">
              {t('filters')}
            </h2>
            <SearchFilters search={search} onChange={update} />
          </section>

          <section aria-labelledby="results-title">
            <h2 id="results-title" className="sr-only">
              {t('results')}
            </h2>
            {search.professorId !== undefined ? (
              <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800">
                  {professorName ? t('professor', { name: professorName }) : t('professorAny')}
                </span>
                <button
                  type="button"
                  className={buttonClasses('ghost', 'sm')}
                  onClick={() => update({ professorId: '' })}
                >
                  {t('clearProfessor')}
                </button>
              </p>
            ) : null}
            <QueryState
              query={query}
              isEmpty={(data) => data.courses.length === 0}
              empty={
                <div className="rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
                  <BookIcon className="mx-auto size-10 text-slate-400" />
                  <p className="mt-3 font-semibold text-slate-900">{t('emptyTitle')}</p>
                  <p className="mt-1 text-sm text-slate-600">{t('emptyBody')}</p>
                </div>
              }
            >
              {(data) => (
                <>
                  <p className="mb-4 text-sm text-slate-600" aria-live="polite">
                    {t('count', { count: data.pagination.total })}
                  </p>
                  <ul
                    className={`grid gap-5 sm:grid-cols-2 xl:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
                  >
                    {data.courses.map((course) => (
                      <CourseCard
                        key={course.id}
                        course={course}
                        footer={
                          search.professorId === course.createdBy ? null : (
                            <Link
                              to={`/search?professorId=${course.createdBy}`}
                              className="text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
                            >
                              {t('moreByProfessor', { name: course.professorName })}
                            </Link>
                          )
                        }
                      />
                    ))}
                  </ul>
                  <Pagination
                    page={data.pagination.page}
                    totalPages={data.pagination.totalPages}
                    onChange={(page) => update({ page: page > 1 ? String(page) : '' })}
                    label={t('pages')}
                  />
                </>
              )}
            </QueryState>
          </section>
        </div>
      </div>
    </div>
  );
}
