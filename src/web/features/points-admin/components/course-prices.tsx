import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { TagIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { useSetCoursePrice } from '../../../lib/queries/set-course-price';
import { EmptyState, Panel } from './admin-page';
import { CourseNote } from './course-note';
import { PriceEditor } from './price-editor';
import { PriceTable } from './price-table';
import { SearchField } from './search-field';
import { usePricedCoursesList } from './use-priced-courses-list';

/** The courses tab: each course's own price (cleared, the course takes its path's price). */
export function CoursePrices() {
  const { t } = useTranslation('points-admin');
  const errorText = useErrorMessage();
  const { query, search, setSearch, setPage } = usePricedCoursesList(undefined);
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
