import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll positions by history entry, so the back and forward buttons return where the reader was. */
const positions = new Map<string, number>();

/**
 * What a data router's `<ScrollRestoration>` did, for the declarative router (router.tsx): a new page starts
 * at the top (or at its `#anchor`), the back and forward buttons restore the entry's position, and a change of
 * the query string alone (filters, a page number: the links that said `preventScrollReset`) keeps the reader
 * where they are.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(location);

  useLayoutEffect(() => {
    if (typeof history !== 'undefined' && 'scrollRestoration' in history) {
      history.scrollRestoration = 'manual';
    }
  }, []);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before.key === location.key) return;
    positions.set(before.key, window.scrollY);
    if (navigationType === 'POP') {
      window.scrollTo(0, positions.get(location.key) ?? 0);
      return;
    }
    if (before.pathname === location.pathname) return;
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
