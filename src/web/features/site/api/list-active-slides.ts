import { queryOptions, useQuery } from '@tanstack/react-query';
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
  return useQuery({ ...activeSlidesQuery(role), enabled: !checking });
}
