import { FIRST_PAGE_DATA_ID, type FirstPageData } from '../../../contract/first-page-data';
import { currentRequestLanguage } from '../../lib/http';
import { courseQuery } from '../../lib/queries/get-course';
import { getSession, subscribeSession } from '../../lib/session';
import { queryClient } from '../query-client';

const COURSE_ADDRESS = /^\/coursesList\/courses\/(\d{1,9})\/?$/;

/** The course id in a course page's address: /coursesList/courses/{id} or /description?id={id}. */
function courseIdOf(location: Location): number | null {
  const fromPath = COURSE_ADDRESS.exec(location.pathname)?.[1];
  const fromQuery =
    location.pathname.replace(/\/$/, '') === '/description'
      ? new URLSearchParams(location.search).get('id')
      : null;
  const id = fromPath ?? fromQuery;
  return id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

/**
 * Asks for the course of the course page being opened while the page's code loads, rather than once the page
 * has rendered: on a slow phone that is one round trip less before its heading (docs/performance.md). It is the
 * page's own query (same key, same viewer), so the page finds it answered or in flight. Like the page, it waits
 * for the session check, so a signed-in reader gets what they may see.
 */
export function prefetchCourseOfAddress(): void {
  const id = courseIdOf(window.location);
  if (id === null) return;
  const inlined = takeInlinedCourse(id);
  const prefetch = (): boolean => {
    const session = getSession();
    if (session.status === 'checking') return false;
    const viewerId = session.status === 'signed-in' ? session.user.id : null;
    if (inlined && viewerId === null && currentRequestLanguage() === inlined.language) {
      queryClient.setQueryData(courseQuery(id, null).queryKey, inlined.course);
      return true;
    }
    void queryClient.prefetchQuery(courseQuery(id, viewerId));
    return true;
  };
  if (prefetch()) return;
  const stop = subscribeSession(() => {
    if (prefetch()) stop();
  });
}

/**
 * The course the server inlined in index.html (`contract/first-page-data.ts`): the anonymous visitor's answer,
 * so a visitor who is not signed in sees the heading without a request. Read once; a later visit asks the API.
 */
function takeInlinedCourse(id: number): Extract<FirstPageData, { kind: 'course' }> | null {
  const element = document.getElementById(FIRST_PAGE_DATA_ID);
  if (!element) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as FirstPageData;
    return data.kind === 'course' && data.courseId === id ? data : null;
  } catch {
    return null;
  }
}
