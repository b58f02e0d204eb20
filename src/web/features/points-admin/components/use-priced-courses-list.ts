import { useDeferredValue, useState } from 'react';
import { usePricedCourses } from '../api/list-priced-courses';

/** The searched, paged list of courses a pricing tab shows (`language`: only those on a language path). */
export function usePricedCoursesList(path: 'language' | undefined) {
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
