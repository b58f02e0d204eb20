import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FIRST_PAGE_DATA_ID, type FirstPageData } from '../../../../contract/first-page-data';
import type { Slide } from '../../../../contract/slides';
import { apiFetch } from '../../../lib/api-client';
import { siteKeys } from '../../../lib/queries/site-keys';
import { useSession } from '../../../lib/use-session';

/**
 * The slides the viewer's role sees now (visitors: students'). The server decides the audience from the
 * account; a failed fetch is an empty list (specification section 8), so the home page simply shows none.
 */
export async function listActiveSlides(role: string): Promise<Slide[]> {
  try {
    return await apiFetch<Slide[]>(`/slides/active?role=${encodeURIComponent(role)}`);
  } catch {
    return [];
  }
}

export function activeSlidesQuery(role: string) {
  return queryOptions({ queryKey: siteKeys.activeSlides(role), queryFn: () => listActiveSlides(role) });
}

/** As long as the server keeps a visitor's list (`GET /slides/active`, decision 070): no refetch before that. */
const KEPT_MS = 60_000;

/**
 * The visitors' slides the server inlined in home's index.html (`contract/first-page-data.ts`), when there is at
 * least one: the students' list as an anonymous caller gets it. Read when this module loads.
 */
function readInlinedSlides(): Slide[] | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(FIRST_PAGE_DATA_ID);
  if (!element) return null;
  try {
    const data = JSON.parse(element.textContent ?? '') as FirstPageData;
    if (data.kind !== 'home') return null;
    element.remove();
    return data.slides;
  } catch {
    return null;
  }
}
let inlined = readInlinedSlides();
const inlinedAt = Date.now();

/** The inlined list, once: a later mount, after the query cache has let it go, asks the API. */
function takeInlined(): Slide[] | undefined {
  const taken = inlined ?? undefined;
  inlined = null;
  return taken;
}

export function useActiveSlides() {
  const { user, checking } = useSession();
  const role = user?.role ?? 'student';
  const queryClient = useQueryClient();
  // While the session is checked (a refresh round trip), the students' list is put in the cache already (the
  // page's inlined one, else asked for): it is what a visitor and a student see, so the first slide (often the
  // page's largest paint) does not wait for the check. Nothing is shown before the check ends: a professor or
  // an admin gets their own list then.
  useEffect(() => {
    if (!checking) return;
    const seed = takeInlined();
    if (seed) queryClient.setQueryData(activeSlidesQuery('student').queryKey, seed, { updatedAt: inlinedAt });
    else void queryClient.prefetchQuery(activeSlidesQuery('student'));
  }, [checking, queryClient]);
  const students = role === 'student';
  return useQuery({
    ...activeSlidesQuery(role),
    enabled: !checking,
    // A visitor's first render has the list the page came with, so the carousel needs no request.
    ...(students && !checking
      ? { initialData: takeInlined, initialDataUpdatedAt: inlinedAt, staleTime: KEPT_MS }
      : {}),
  });
}
