// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollManager } from './scroll-manager';

let scrollTo: ReturnType<typeof vi.fn>;
/** The router's navigate, as the page under test holds it. */
const router: { navigate: ReturnType<typeof useNavigate> | null } = { navigate: null };
const navigate = (to: string | number) =>
  typeof to === 'number' ? router.navigate?.(to) : router.navigate?.(to);

function Page({ name }: { name: string }) {
  const go = useNavigate();
  useEffect(() => {
    router.navigate = go;
  }, [go]);
  return (
    <>
      <h1>{name}</h1>
      <Link to="/courses">courses</Link>
    </>
  );
}

function renderApp(start = '/') {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <ScrollManager />
      <Routes>
        <Route path="/" element={<Page name="home" />} />
        <Route path="/courses" element={<Page name="courses" />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Where the reader has scrolled to: jsdom lays nothing out, so the test says it. */
function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  scrolledTo(0);
});
afterEach(() => vi.unstubAllGlobals());

describe('ScrollManager (what the data router’s ScrollRestoration did)', () => {
  it('starts a new page at the top', async () => {
    renderApp();
    expect(scrollTo).not.toHaveBeenCalled();
    scrolledTo(900);
    await act(() => navigate('/courses'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the position when only the query string changes (filters, page numbers)', async () => {
    renderApp('/courses');
    scrolledTo(900);
    await act(() => navigate('/courses?page=2'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('brings the reader back where they were with the back button', async () => {
    renderApp();
    scrolledTo(1200);
    await act(() => navigate('/courses'));
    scrolledTo(300);
    await act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
  });
});
