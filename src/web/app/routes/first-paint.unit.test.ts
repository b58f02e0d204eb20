// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_PAINT_TEXTS,
  FIRST_PAINT_TEXT_KEYS,
  LANGUAGE_OWN_NAMES,
} from '../../../contract/first-paint-texts';
import { FIRST_PAINT_ID } from '../../../contract/first-page-data';
import { LANGUAGE_NAMES, LANGUAGES } from '../../lib/languages';
import { handOverFirstPaint } from './first-paint';

const locales = import.meta.glob<unknown>('../../locales/*/*.json', { eager: true, import: 'default' });

function translation(language: string, key: string): unknown {
  const [namespace = '', path = ''] = key.split(':');
  const json = locales[`../../locales/${language}/${namespace}.json`];
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], json);
}

describe("the server's first paint texts", () => {
  it('are the web app’s own translations, in every language', () => {
    for (const language of LANGUAGES) {
      for (const [name, key] of Object.entries(FIRST_PAINT_TEXT_KEYS)) {
        const text = FIRST_PAINT_TEXTS[language][name as keyof typeof FIRST_PAINT_TEXT_KEYS];
        expect(text, `${language} ${key}`).toBe(translation(language, key));
      }
    }
    expect(LANGUAGE_OWN_NAMES).toEqual(LANGUAGE_NAMES);
  });
});

/** A page as the server sends it: the first paint (in `lang`), then the empty, hidden root. */
function serverPage(lang: string): HTMLElement {
  document.documentElement.lang = 'ar';
  document.body.innerHTML = `<div id="${FIRST_PAINT_ID}" lang="${lang}"><h1>الدروس</h1></div><div id="root" hidden></div>`;
  return document.getElementById('root')!;
}

describe('handing the screen over from the first paint to the app', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the first paint while the app shows no heading, then removes it as the heading is committed', async () => {
    const root = serverPage('ar');
    handOverFirstPaint(root);
    root.innerHTML = '<header>…</header><main><div role="status"></div></main>';
    await Promise.resolve();
    expect(document.getElementById(FIRST_PAINT_ID)).not.toBeNull();
    expect(root.hidden).toBe(true);
    // An empty heading (a page still waiting for its text) is not the page yet.
    root.querySelector('main')!.innerHTML = '<h1></h1>';
    await Promise.resolve();
    expect(root.hidden).toBe(true);
    root.querySelector('h1')!.textContent = 'الدروس';
    await Promise.resolve();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
    expect(root.hidden).toBe(false);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it("ends the page's entrance animations as it takes over, so the text read does not fade in again", async () => {
    const root = serverPage('ar');
    const finish = vi.fn();
    const finishPulse = vi.fn(() => {
      throw new DOMException('Cannot finish Animation with an infinite target effect end.');
    });
    // jsdom runs no CSS animations: the page's fade-in (180 ms) and a pulsing placeholder (endless), as the
    // browser would list them once the root shows.
    const animation = (endTime: number, spy: () => void) =>
      ({ effect: { getComputedTiming: () => ({ endTime }) }, finish: spy }) as unknown as Animation;
    root.getAnimations = () =>
      root.hidden ? [] : [animation(Infinity, finishPulse), animation(180, finish)];
    handOverFirstPaint(root);
    root.innerHTML = '<main><div class="animate-fade-in"><h1>مرحبًا بعودتك</h1></div></main>';
    await Promise.resolve();
    expect(root.hidden).toBe(false);
    expect(finish).toHaveBeenCalledOnce();
    expect(finishPulse).not.toHaveBeenCalled();
  });

  it('gives way at once to an app starting in another language', () => {
    const root = serverPage('fr');
    handOverFirstPaint(root);
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('shows the root anyway when the app never shows a heading', () => {
    vi.useFakeTimers();
    const root = serverPage('ar');
    handOverFirstPaint(root);
    vi.advanceTimersByTime(14_000);
    expect(root.hidden).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(root.hidden).toBe(false);
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });

  it('shows the root of a page that came without a first paint', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    handOverFirstPaint(root);
    expect(root.hidden).toBe(false);
  });
});
