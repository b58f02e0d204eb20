import { FIRST_PAINT_ID } from '../../../contract/first-page-data';

/** If the app's page never shows a heading (a broken chunk, an error page without one), its root shows anyway. */
const LATEST_MS = 15_000;

const hasHeading = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('h1')).some((heading) => heading.textContent?.trim());

/**
 * Hands the screen from the server's first paint (decision 100: the header bar and the page's heading, before a
 * hidden `#root`) to the app. React renders into the hidden root; in the same task as it commits its page's
 * heading (a mutation observer's callback runs before the browser paints), the first paint is removed and the
 * root shown, so the reader never sees an empty page, a spinner, or two headings. Until then the first paint
 * stays, also while a signed-in reader's course is read from the API. A first paint in another language than
 * the one the app starts in (a choice made before the language cookie existed) gives way at once.
 */
export function handOverFirstPaint(root: HTMLElement): void {
  const firstPaint = document.getElementById(FIRST_PAINT_ID);
  const reveal = () => {
    const tookOver = firstPaint !== null;
    firstPaint?.remove();
    root.hidden = false;
    // The page's entrance animations (the hero's and the sign-in card's fade-in) would make the text the reader
    // is already reading fade out and in again: they end at once, before this frame is painted.
    if (tookOver && typeof root.getAnimations === 'function') {
      // Only those that end: a pulsing placeholder or a spinner runs forever and cannot be finished.
      for (const animation of root.getAnimations({ subtree: true })) {
        const end = animation.effect?.getComputedTiming().endTime;
        if (typeof end === 'number' && Number.isFinite(end)) animation.finish();
      }
    }
  };
  if (!firstPaint || firstPaint.lang !== document.documentElement.lang) {
    reveal();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!hasHeading(root)) return;
    observer.disconnect();
    clearTimeout(timer);
    reveal();
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  const timer = setTimeout(() => {
    observer.disconnect();
    reveal();
  }, LATEST_MS);
}
