import { lazy, Suspense } from 'react';
import type { Course } from '../../../../contract/courses';
import { Spinner } from '../../../components/ui/spinner';

/*
 * The parts of the course page that are not needed for its first screen — buying (a dialog with Radix), the
 * quizzes and the comments (below the outline) — load after the page has rendered its heading and outline, so
 * the page's first chunk carries only what a first visit shows (docs/performance.md, "first load").
 */
const LazyBuyCoursePanel = lazy(() =>
  import('./buy-course-panel').then((m) => ({ default: m.BuyCoursePanel })),
);
const LazyCourseQuizzes = lazy(() => import('./course-quizzes').then((m) => ({ default: m.CourseQuizzes })));
const LazyCommentsSection = lazy(() =>
  import('./comments-section').then((m) => ({ default: m.CommentsSection })),
);

export function BuyCoursePanel(props: { course: Course; price: number }) {
  return (
    <Suspense fallback={<Spinner className="size-6 text-brand-700" />}>
      <LazyBuyCoursePanel {...props} />
    </Suspense>
  );
}

export function CourseQuizzes(props: { course: Course }) {
  return (
    <Suspense fallback={null}>
      <LazyCourseQuizzes {...props} />
    </Suspense>
  );
}

export function CommentsSection(props: { course: Course }) {
  return (
    <Suspense fallback={null}>
      <LazyCommentsSection {...props} />
    </Suspense>
  );
}
