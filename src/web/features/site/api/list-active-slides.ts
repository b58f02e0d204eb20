import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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

export function useActiveSlides() {
  const { user, checking } = useSession();
  const role = user?.role ?? 'student';
  const queryClient = useQueryClient();
  // While the session is checked (a refresh round trip), the students' list is asked for already: it is what a
  // visitor and a student see, so the first slide (often the page's largest paint) no longer waits for the
  // check. Nothing is shown before the check ends: a professor or an admin gets their own list then.
  useEffect(() => {
    if (checking) void queryClient.prefetchQuery(activeSlidesQuery('student'));
  }, [checking, queryClient]);
  return useQuery({ ...activeSlidesQuery(role), enabled: !checking });
}
