import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { TagIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { useSetLanguageCoursePrice } from '../api/set-language-course-price';
import { EmptyState, Panel } from './admin-page';
import { CourseNote } from './course-note';
import { PriceEditor } from './price-editor';
import { PriceTable } from './price-table';
import { SearchField } from './search-field';
import { usePricedCoursesList } from './use-priced-courses-list';

/** The language tab: each course on a language level, with the price it has on that level. */
export function LanguagePrices() {
  const { t } = useTranslation('points-admin');
  const errorText = useErrorMessage();
  const { query, search, setSearch, setPage } = usePricedCoursesList('language');
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
