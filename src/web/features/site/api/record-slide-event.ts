import { apiFetch } from '../../../lib/api-client';

/**
 * Tells the server a slide was seen or its call to action followed. The server counts one per viewer per slide
 * per minute; a failure is not the reader's concern.
 */
export function recordSlideEvent(slideId: number, kind: 'view' | 'click'): void {
  const body = kind === 'click' ? { userAgent: navigator.userAgent.slice(0, 500) } : undefined;
  apiFetch(`/slides/${slideId}/${kind}`, { method: 'POST', ...(body ? { body } : {}) }).catch(
    () => undefined,
  );
}
