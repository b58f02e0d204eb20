// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CODES_TEXT } from '../../../../contract/settings';
import en from '../../../locales/en/points.json';
import fr from '../../../locales/fr/points.json';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { RedeemForm } from './redeem-form';

const written = {
  ar: 'تُباع الرموز في مكتبة النجاح بوهران.',
  fr: 'Codes vendus à la librairie En-Najah, Oran.',
  en: 'Codes are sold at En-Najah bookshop, Oran.',
};

describe('the code box on the points page', () => {
  it.each([
    { language: 'en' as const, title: en.redeem.whereTitle },
    { language: 'fr' as const, title: fr.redeem.whereTitle },
  ])('says where codes are sold, as the admin wrote it, in $language', async ({ language, title }) => {
    const api = fakeApi().on('GET', '/settings/points-codes-text', written);
    await renderWithApp(<RedeemForm />, { namespaces: ['points'], language });
    const heading = await screen.findByRole('heading', { name: title }, { timeout: 5_000 });
    expect(heading.nextElementSibling?.textContent).toBe(written[language]);
    expect(screen.queryByText(written[language === 'en' ? 'fr' : 'en'])).toBeNull();
    expect(api.callsTo('GET', '/settings/points-codes-text')).toHaveLength(1);
  });

  it('shows the default text in Arabic when no admin has written one', async () => {
    fakeApi().on('GET', '/settings/points-codes-text', DEFAULT_CODES_TEXT);
    await renderWithApp(<RedeemForm />, { namespaces: ['points'], language: 'ar' });
    expect(await screen.findByText(DEFAULT_CODES_TEXT.ar, {}, { timeout: 5_000 })).toBeTruthy();
  });
});
