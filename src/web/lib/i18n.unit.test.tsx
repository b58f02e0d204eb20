// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { applySiteTexts, i18n } from './i18n';

afterEach(cleanup);

let renders = 0;
const countRender = () => {
  renders += 1;
};

/** Says the site's name. */
function SiteName() {
  const { t } = useTranslation();
  return <p>{t('app.name')}</p>;
}

const texts = (arabicName: string) => ({
  name: { ar: arabicName, fr: 'Masar FR', en: 'Masar EN' },
  currency: { ar: 'نقطة', fr: 'points', en: 'points' },
});

describe('what re-renders the components that translate', () => {
  it('a namespace that arrives re-renders none of them; a site text that changed re-renders them, once', async () => {
    await i18n.changeLanguage('ar');
    renders = 0;
    render(
      <Profiler id="site-name" onRender={countRender}>
        <SiteName />
      </Profiler>,
    );
    const before = renders;

    // A page's namespace arriving (the Arabic chunks are real imports here) writes to the store: nothing that
    // is already on screen needs it, so nothing re-renders (each used to, synchronously).
    await act(() => i18n.loadNamespaces(['site', 'home-sections']));
    expect(i18n.hasLoadedNamespace('site')).toBe(true);
    expect(renders).toBe(before);

    // The platform's site name, different from the bundled one: said at once.
    act(() => applySiteTexts(texts('مدرسة النور')));
    expect(screen.getByText('مدرسة النور')).toBeTruthy();
    expect(renders).toBe(before + 1);

    // The same texts again (every settings answer applies them): no change, no render.
    act(() => applySiteTexts(texts('مدرسة النور')));
    expect(renders).toBe(before + 1);
  });
});
