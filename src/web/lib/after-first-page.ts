import { startTransition, useEffect, useState } from 'react';

/**
 * What can wait for the first page: the header menus (Radix dropdowns, ~30 KB) and the toaster (sonner, ~9 KB)
 * load once the first page has rendered and the browser is idle, so on a slow phone they do not compete with
 * the page's own code for the network and the CPU (docs/performance.md). Pressing or focusing a menu's
 * stand-in button loads it at once (`loadDeferredNow`).
 */
let ready = false;
let scheduled = false;
const listeners = new Set<() => void>();

/** If no page says it is shown (an error page), the deferred parts load anyway after this long. */
const LATEST_MS = 8000;

function becomeReady(): void {
  if (ready) return;
  ready = true;
  for (const listener of listeners) listener();
}

/** The deferred parts load now (a press on a menu's stand-in, a focus on it). */
export function loadDeferredNow(): void {
  becomeReady();
}

/** Called when a page has rendered: the deferred parts load when the browser is next idle. */
export function markFirstPageShown(): void {
  if (ready || scheduled) return;
  scheduled = true;
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(becomeReady, { timeout: 2000 });
  } else {
    setTimeout(becomeReady, 200);
  }
}

if (typeof window !== 'undefined') setTimeout(becomeReady, LATEST_MS);

/** Calls the listener once the deferred parts may load: at once if they already may. */
function whenReady(listener: () => void): () => void {
  if (ready) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * True once the deferred parts may load. The change renders as a transition, which React renders in slices and
 * yields between them: a store read with `useSyncExternalStore` re-renders synchronously, and the idle callback's
 * update re-rendered the whole app in one task of 70 ms on a desktop, 280 ms of Lighthouse's simulated phone
 * (docs/performance.md, "The first page's updates in slices").
 */
export function useAfterFirstPage(): boolean {
  const [shown, setShown] = useState(ready);
  useEffect(() => whenReady(() => startTransition(() => setShown(true))), []);
  return shown;
}

/**
 * Rendered after a layout's `<Outlet />`, inside the same Suspense boundary: it mounts only once the page's
 * code and translations are in and the page is on screen.
 */
export function FirstPageShown(): null {
  useEffect(markFirstPageShown, []);
  return null;
}
