// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAGE_DATA_ID } from '../../../../contract/first-page-data';
import type { Slide } from '../../../../contract/slides';

const SLIDES = [{ id: 7, media_type: 'image', image_url: '/api/files/slides/a.png' }] as unknown as Slide[];

/** Fresh copies of the hook and the session (module state is the page's), after index.html is in place. */
async function load(inlined: unknown) {
  document.body.innerHTML =
    inlined === undefined
      ? ''
      : `<script type="application/json" id="${FIRST_PAGE_DATA_ID}">${JSON.stringify(inlined)}</script>`;
  vi.resetModules();
  const fetch = vi.fn(
    async (_input: RequestInfo | URL) =>
      new Response(JSON.stringify([]), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  const session = await import('../../../lib/session');
  // No stored token: a visitor, known at once.
  await session.startSession();
  const { useActiveSlides } = await import('./list-active-slides');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { fetch, hook: () => renderHook(() => useActiveSlides(), { wrapper }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("home's slides for a visitor", () => {
  it('come with the page when the server inlined them: shown at the first render, no request', async () => {
    const { fetch, hook } = await load({ kind: 'home', slides: SLIDES });
    expect(document.getElementById(FIRST_PAGE_DATA_ID)).toBeNull();
    const { result } = hook();
    expect(result.current.data).toEqual(SLIDES);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('are asked for when the page carries none (or another page’s data)', async () => {
    for (const inlined of [undefined, { kind: 'course', courseId: 1, language: 'ar', course: {} }]) {
      const { fetch, hook } = await load(inlined);
      const { result } = hook();
      expect(result.current.isPending).toBe(true);
      await waitFor(() => expect(result.current.data).toEqual([]));
      expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/api\/slides\/active\?role=student$/);
    }
  });
});
