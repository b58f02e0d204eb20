import { useDeferredValue, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '../../../../contract/courses';
import { Alert } from '../../../components/ui/alert';
import { TagIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useStructureTree } from '../../../lib/queries/get-structure-tree';
import { usePricedCourses } from '../api/list-priced-courses';
import { useSetCoursePrice } from '../../../lib/queries/set-course-price';
import { useSetLanguageCoursePrice } from '../api/set-language-course-price';
import { useUpdateMaterialPrice } from '../api/update-material-price';
import { AdminPage, EmptyState, Panel } from '../components/admin-page';
import { filterMaterialRows, materialRows } from '../components/material-rows';
import { PriceEditor } from '../components/price-editor';
import { SearchField } from '../components/search-field';

const TABS = ['materials', 'language', 'courses'] as const;
type Tab = (typeof TABS)[number];
const PAGE_SIZE = 10;

/** /admin/pricing: material prices, language course prices and courses' own prices in one place. */
export default function AdminPricingPage() {
  const { t } = useTranslation('points-admin');
  const [tab, setTab] = useState<Tab>('materials');

  function onKey(event: KeyboardEvent<HTMLButtonElement>) {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step === undefined) return;
    // Arrow keys follow the screen: in a right-to-left page the next tab is on the left.
    const rtl = document.documentElement.dir === 'rtl';
    const index = TABS.indexOf(tab);
    const next = TABS[(index + (rtl ? -step : step) + TABS.length) % TABS.length] ?? tab;
    setTab(next);
    document.getElementById(`pricing-tab-${next}`)?.focus();
  }

  return (
    <AdminPage title={t('pricing.title')} lead={t('pricing.lead')}>
      <title>{`${t('pricing.title')} · ${t('common:app.name')}`}</title>
      <div
        role="tablist"
        aria-label={t('pricing.title')}
        className="inline-flex flex-wrap gap-1 rounded-2xl bg-white p-1 shadow-sm ring-1 ring-slate-200"
      >
        {TABS.map((value) => (
          <button
            key={value}
            id={`pricing-tab-${value}`}
            type="button"
            role="tab"
            aria-selected={tab === value}
            aria-controls={`pricing-panel-${value}`}
            tabIndex={tab === value ? 0 : -1}
            onClick={() => setTab(value)}
            onKeyDown={onKey}
            className={`rounded-xl px-4 py-2 text-sm font-semibold transition ${
              tab === value ? 'bg-brand-700 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {t(`pricing.tabs.${value}`)}
          </button>
        ))}
      </div>
      <div id={`pricing-panel-${tab}`} role="tabpanel" aria-labelledby={`pricing-tab-${tab}`}>
        {tab === 'materials' ? (
          <MaterialsPrices />
        ) : tab === 'language' ? (
          <LanguagePrices />
        ) : (
          <CoursePrices />
        )}
      </div>
    </AdminPage>
  );
}

function MaterialsPrices() {
  const { t } = useTranslation('points-admin');
  const errorText = useErrorMessage();
  const tree = useStructureTree({ staleTime: 0 });
  const update = useUpdateMaterialPrice();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const all = tree.data ? materialRows(tree.data) : [];
  const rows = filterMaterialRows(all, search);
  const totalPages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, totalPages);
  const shown = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  return (
    <Panel id="materials" title={t('pricing.materialsTitle')} subtitle={t('pricing.materialsSubtitle')}>
      <div className="mb-4 max-w-md">
        <SearchField
          label={t('pricing.search')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          placeholder={t('pricing.searchMaterials')}
        />
      </div>
      {tree.isPending ? (
        <PageSpinner />
      ) : tree.isError ? (
        <Alert tone="error">{errorText(tree.error)}</Alert>
      ) : shown.length === 0 ? (
        <EmptyState icon={<TagIcon className="size-10" />} title={t('pricing.none')} />
      ) : (
        <>
          <PriceTable
            caption={t('pricing.materialsTitle')}
            rows={shown.map((row) => ({
              key: row.id,
              title: row.name,
              detail: row.path.join(' › '),
              editor: (
                <PriceEditor
                  key={`${row.id}:${row.price}`}
                  value={row.price}
                  label={t('pricing.priceOf', { name: row.name })}
                  onSave={(price) => update.mutateAsync({ id: row.id, price: price ?? 0 })}
                />
              ),
            }))}
          />
          <Pagination page={current} totalPages={totalPages} onChange={setPage} label={t('pricing.pages')} />
        </>
      )}
    </Panel>
  );
}

function useCoursesList(path: 'language' | undefined) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search);
  const query = usePricedCourses({ path, search: deferred, page });
  return {
    query,
    search,
    setSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
    setPage,
  };
}

function LanguagePrices() {
  const { t } = useTranslation('points-admin');
  const errorText = useErrorMessage();
  const { query, search, setSearch, setPage } = useCoursesList('language');
  const save = useSetLanguageCoursePrice();
  const courses = query.data?.courses ?? [];
  return (
    <Panel id="language" title={t('pricing.languageTitle')} subtitle={t('pricing.languageSubtitle')}>
      <div className="mb-4 max-w-md">
        <SearchField
          label={t('pricing.search')}
          value={search}
          onChange={setSearch}
          placeholder={t('pricing.searchCourses')}
        />
      </div>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <Alert tone="error">{errorText(query.error)}</Alert>
      ) : courses.length === 0 ? (
        <EmptyState icon={<TagIcon className="size-10" />} title={t('pricing.none')} />
      ) : (
        <>
          <PriceTable
            caption={t('pricing.languageTitle')}
            rows={courses.map((course) => {
              const level = course.languagePath;
              return {
                key: course.id,
                title: course.title,
                detail: level ? `${level.languageName} › ${level.languageLevelName}` : t('pricing.noPath'),
                note: <CourseNote course={course} />,
                editor: level ? (
                  <PriceEditor
                    key={`${course.id}:${level.price ?? ''}`}
                    value={level.price}
                    label={t('pricing.priceOf', { name: course.title })}
                    onSave={(price) =>
                      save.mutateAsync({
                        course_id: course.id,
                        language_level_id: level.languageLevelId,
                        price: price ?? 0,
                      })
                    }
                  />
                ) : null,
              };
            })}
          />
          <Pagination
            page={query.data.pagination.page}
            totalPages={query.data.pagination.totalPages}
            onChange={setPage}
            label={t('pricing.pages')}
          />
        </>
      )}
    </Panel>
  );
}

function CoursePrices() {
  const { t } = useTranslation('points-admin');
  const errorText = useErrorMessage();
  const { query, search, setSearch, setPage } = useCoursesList(undefined);
  const save = useSetCoursePrice();
  const courses = query.data?.courses ?? [];
  return (
    <Panel id="courses" title={t('pricing.coursesTitle')} subtitle={t('pricing.coursesSubtitle')}>
      <div className="mb-4 max-w-md">
        <SearchField
          label={t('pricing.search')}
          value={search}
          onChange={setSearch}
          placeholder={t('pricing.searchCourses')}
        />
      </div>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <Alert tone="error">{errorText(query.error)}</Alert>
      ) : courses.length === 0 ? (
        <EmptyState icon={<TagIcon className="size-10" />} title={t('pricing.none')} />
      ) : (
        <>
          <PriceTable
            caption={t('pricing.coursesTitle')}
            rows={courses.map((course) => ({
              key: course.id,
              title: course.title,
              detail: course.materialPath
                ? `${course.materialPath.levelName} › ${course.materialPath.yearName} › ${course.materialPath.materialName}`
                : course.languagePath
                  ? `${course.languagePath.languageName} › ${course.languagePath.languageLevelName}`
                  : t('pricing.noPath'),
              note: <CourseNote course={course} />,
              editor: (
                <PriceEditor
                  key={`${course.id}:${course.ownPrice ?? ''}`}
                  value={course.ownPrice}
                  clearable
                  label={t('pricing.ownPriceOf', { name: course.title })}
                  onSave={(price) => save.mutateAsync({ id: course.id, price })}
                />
              ),
            }))}
          />
          <Pagination
            page={query.data.pagination.page}
            totalPages={query.data.pagination.totalPages}
            onChange={setPage}
            label={t('pricing.pages')}
          />
        </>
      )}
    </Panel>
  );
}

/** The professor, the review status and what a student pays now. */
function CourseNote({ course }: { course: CourseSummary }) {
  const { t } = useTranslation('points-admin');
  const { formatPoints } = useNumberFormat();
  return (
    <span className="text-xs text-slate-600">
      {course.professorName} · {t(`pricing.courseStatus.${course.status}`)} ·{' '}
      {course.price === null
        ? t('pricing.noPrice')
        : course.price === 0
          ? t('pricing.free')
          : t('pricing.pays', { points: formatPoints(course.price) })}
    </span>
  );
}

interface PriceRow {
  key: number;
  title: string;
  detail: string;
  note?: ReactNode;
  editor: ReactNode;
}

function PriceTable({ caption, rows }: { caption: string; rows: PriceRow[] }) {
  const { t } = useTranslation('points-admin');
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs text-slate-600">
          <th scope="col" className="px-2 py-3 text-start font-semibold">
            {t('pricing.item')}
          </th>
          <th scope="col" className="px-2 py-3 text-end font-semibold">
            {t('pricing.pricePoints')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.key}>
            <td className="px-2 py-3 align-top">
              <p className="font-semibold text-slate-900">{row.title}</p>
              <p className="text-xs text-slate-600">{row.detail}</p>
              {row.note ? <p className="mt-0.5">{row.note}</p> : null}
            </td>
            <td className="px-2 py-3 align-top">
              {row.editor ?? (
                <span className="block text-end text-xs text-slate-600">{t('pricing.noPath')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
