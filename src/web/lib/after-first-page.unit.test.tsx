// @vitest-environment jsdom
import { act, render, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AfterFirstPage from './after-first-page';

type Module = typeof AfterFirstPage;

/** A fresh copy of the module (its state is the page's), with the browser's idle callback held by the test. */
async function freshModule(): Promise<{ module: Module; idle: (() => void)[] }> {
  vi.resetModules();
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  return { module: await import('./after-first-page'), idle };
}

beforeEach(() => {
  vi.useRealTimers();
});

describe('what waits for the first page', () => {
  it('loads once a page has rendered and the browser is idle, not before', async () => {
    const { module, idle } = await freshModule();
    const { result } = renderHook(() => module.useAfterFirstPage());
    expect(result.current).toBe(false);

    render(<module.FirstPageShown />);
    expect(idle).toHaveLength(1);
    expect(result.current).toBe(false);
    // A second page (or StrictMode's second effect) does not ask again.
    module.markFirstPageShown();
    expect(idle).toHaveLength(1);

    act(() => idle[0]?.());
    expect(result.current).toBe(true);
  });

  it('loads at once when a stand-in is pressed before the first page is shown', async () => {
    const { module, idle } = await freshModule();
    const { result } = renderHook(() => module.useAfterFirstPage());
    expect(result.current).toBe(false);
    act(() => module.loadDeferredNow());
    expect(result.current).toBe(true);
    expect(idle).toHaveLength(0);
  });

  it('loads anyway after a few seconds when no page says it is shown', async () => {
    vi.useFakeTimers();
    const { module } = await freshModule();
    const { result } = renderHook(() => module.useAfterFirstPage());
    act(() => vi.advanceTimersByTime(7_900));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
  });
});
