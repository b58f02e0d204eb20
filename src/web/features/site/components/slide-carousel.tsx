import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Slide } from '../../../../contract/slides';
import { ArrowBackIcon, ArrowForwardIcon } from '../../../components/ui/icons/first-load';
import { toAppLanguage } from '../../../lib/languages';
import { recordSlideEvent } from '../api/record-slide-event';
import { SlideView } from './slide-view';

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * The home page's slides (WAI-ARIA carousel pattern): a pause/play button first, previous/next, a picker per
 * slide, arrow keys, swipes on touch screens. Each slide stays its own `duration`; rotation stops while the
 * reader hovers or focuses it and after they pause it; for readers who ask for reduced motion it starts paused
 * and never animates.
 * Loaded on its own chunk, only when there are slides.
 */
export default function SlideCarousel({ slides }: { slides: Slide[] }) {
  const { t, i18n } = useTranslation('site');
  const language = toAppLanguage(i18n.language);
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  // Readers who ask for reduced motion start paused; they may still press play (slides then change without motion).
  const [paused, setPaused] = useState(reduced);
  const [held, setHeld] = useState(false);
  const seen = useRef(new Set<number>());
  const swipeStart = useRef<number | null>(null);
  const count = slides.length;
  const current = slides[Math.min(index, count - 1)]!;
  const rotating = count > 1 && !paused && !held;

  const go = useCallback((step: number) => setIndex((i) => (i + step + count) % count), [count]);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => go(1), current.duration * 1000);
    return () => window.clearTimeout(timer);
  }, [rotating, current, go]);

  // A view is told once per slide per page; the server also counts at most once a minute per viewer.
  useEffect(() => {
    if (document.visibilityState === 'hidden' || seen.current.has(current.id)) return;
    seen.current.add(current.id);
    recordSlideEvent(current.id, 'view');
  }, [current.id]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step === undefined || count < 2) return;
    event.preventDefault();
    // Arrows follow the screen: in a right-to-left page the next slide is on the left.
    go(document.documentElement.dir === 'rtl' ? -step : step);
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (event.pointerType === 'touch') swipeStart.current = event.clientX;
  }
  function onPointerUp(event: PointerEvent<HTMLElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || count < 2) return;
    const delta = event.clientX - start;
    if (Math.abs(delta) < 40) return;
    const towardsEnd = document.documentElement.dir === 'rtl' ? delta > 0 : delta < 0;
    go(towardsEnd ? 1 : -1);
  }

  const control =
    'inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow ring-1 ring-slate-900/10 transition hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-400';

  return (
    <section
      aria-roledescription={t('carousel.role')}
      aria-label={t('carousel.label')}
      className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6 lg:px-8"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div
        className="relative aspect-[16/9] w-full touch-pan-y overflow-hidden rounded-3xl bg-slate-900 shadow-lg sm:aspect-[21/8]"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div aria-live={rotating ? 'off' : 'polite'} aria-atomic="false" className="absolute inset-0">
          {slides.map((slide, i) => (
            <SlideView
              key={slide.id}
              slide={slide}
              language={language}
              position={i - index}
              visible={i === index}
              // Media loads for the slide on screen and the next one only.
              load={i === index || i === (index + 1) % count}
              // The first slide is what a visitor sees first, often the page's largest paint: not lazy.
              first={i === 0}
              animate={!reduced}
              playing={!paused}
              label={t('carousel.slideOf', { number: i + 1, count })}
              onFollow={() => recordSlideEvent(slide.id, 'click')}
            />
          ))}
        </div>
        <div className="absolute inset-x-3 bottom-3 z-20 flex items-center justify-between gap-2">
          <button
            type="button"
            className={`${control} w-auto px-4 text-sm font-semibold`}
            onClick={() => setPaused((p) => !p)}
          >
            <span aria-hidden="true" className="me-1.5 text-xs">
              {paused ? '▶' : '❚❚'}
            </span>
            {paused ? t('carousel.play') : t('carousel.pause')}
          </button>
          {count > 1 ? (
            <>
              <div className="flex items-center" role="group" aria-label={t('carousel.pick')}>
                {slides.map((slide, i) => (
                  // The dot is drawn small; the button around it is 24 × 24 px, the least a finger target may be
                  // (WCAG 2.2 target size, which Lighthouse checks).
                  <button
                    key={slide.id}
                    type="button"
                    onClick={() => setIndex(i)}
                    aria-label={t('carousel.goTo', { number: i + 1, title: slide.title[language] })}
                    aria-current={i === index ? 'true' : undefined}
                    className="group/dot inline-flex h-6 min-w-6 items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-400"
                  >
                    <span
                      aria-hidden="true"
                      className={`h-2.5 rounded-full ring-1 ring-slate-900/20 transition-all ${
                        i === index ? 'w-6 bg-white' : 'w-2.5 bg-white/60 group-hover/dot:bg-white/90'
                      }`}
                    />
                  </button>
                ))}
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className={control}
                  onClick={() => go(-1)}
                  aria-label={t('carousel.previous')}
                >
                  <ArrowBackIcon />
                </button>
                <button
                  type="button"
                  className={control}
                  onClick={() => go(1)}
                  aria-label={t('carousel.next')}
                >
                  <ArrowForwardIcon />
                </button>
              </div>
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}
