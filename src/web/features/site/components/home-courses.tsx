import { Suspense, lazy, useEffect } from 'react';
import { useHomeCourses } from '../api/list-home-courses';

// The bands and their course cards (with the price and number formats) are a chunk of their own: nothing of them
// shows before the courses' answer, so they load beside it rather than with the home page's first render.
const loadBands = () => import('./home-course-bands');
const HomeCourseBands = lazy(loadBands);

/** Real courses on the home page, before the catalogue: the newest approved and the most bought. */
export function HomeCourses() {
  // With no newest course there is no course at all: the band would only be a link.
  const newest = useHomeCourses('newest');
  useEffect(() => {
    void loadBands();
  }, []);
  if (!newest.data?.courses.length) return null;
  return (
    <Suspense fallback={null}>
      <HomeCourseBands />
    </Suspense>
  );
}
