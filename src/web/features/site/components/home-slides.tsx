import { lazy, Suspense } from 'react';
import { useActiveSlides } from '../api/list-active-slides';

// The carousel is its own chunk, fetched only when there is a slide to show: the home page's first load
// (budgeted, decision 021) carries only this list's request.
const SlideCarousel = lazy(() => import('./slide-carousel'));

/** The slides aimed at the viewer's role, above the home page's hero; nothing at all when there are none. */
export function HomeSlides() {
  const { data, isPending } = useActiveSlides();
  // While the list loads, the carousel's box is held, so the hero below does not jump down when the slides
  // arrive (layout shift, which Lighthouse weighs heavily). A viewer with no slides sees the box close once.
  if (isPending) return <SlidesPlaceholder />;
  if (!data || data.length === 0) return null;
  return (
    <Suspense fallback={<SlidesPlaceholder />}>
      <SlideCarousel slides={data} />
    </Suspense>
  );
}

function SlidesPlaceholder() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6 lg:px-8" aria-hidden="true">
      <div className="aspect-[16/9] w-full rounded-3xl bg-slate-100 sm:aspect-[21/8]" />
    </div>
  );
}
