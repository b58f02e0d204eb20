// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CODES_TEXT } from '../../../../contract/settings';
import enErrors from '../../../locales/en/errors.json';
import en from '../../../locales/en/points-admin.json';
import { fakeApi } from '../../../test/fake-api';
import { interpolate } from '../../../test/interpolate';
import { renderWithApp } from '../../../test/render';
import { CodesTextForm } from './codes-text-form';

const field = (name: string) =>
  screen.getByLabelText(interpolate(en.codesText.label, { language: name })) as HTMLTextAreaElement;

describe('the codes text form', () => {
  it('edits the text in each language and saves all three', async () => {
    const api = fakeApi()
      .on('GET', '/settings/points-codes-text', DEFAULT_CODES_TEXT)
      .on('PUT', '/admin/points-codes-text', ({ body }) => body);
    const { user } = await renderWithApp(<CodesTextForm />, { namespaces: ['points-admin'] });
    await screen.findByRole('button', { name: en.codesText.save }, { timeout: 5_000 });
    expect(field('العربية').value).toBe(DEFAULT_CODES_TEXT.ar);
    expect(field('العربية').getAttribute('dir')).toBe('rtl');
    expect(field('Français').value).toBe(DEFAULT_CODES_TEXT.fr);

    await user.clear(field('English'));
    await user.type(field('English'), 'Sold at En-Najah bookshop, Oran.');
    await user.click(screen.getByRole('button', { name: en.codesText.save }));
    await waitFor(() => expect(api.callsTo('PUT', '/admin/points-codes-text')).toHaveLength(1));
    expect(api.callsTo('PUT', '/admin/points-codes-text')[0]!.body).toEqual({
      ...DEFAULT_CODES_TEXT,
      en: 'Sold at En-Najah bookshop, Oran.',
    });
  }, 15_000);

  it('refuses a blank language with the translated message and sends nothing', async () => {
    const api = fakeApi().on('GET', '/settings/points-codes-text', DEFAULT_CODES_TEXT);
    const { user } = await renderWithApp(<CodesTextForm />, { namespaces: ['points-admin'] });
    await screen.findByRole('button', { name: en.codesText.save }, { timeout: 5_000 });
    await user.clear(field('Français'));
    await user.click(screen.getByRole('button', { name: en.codesText.save }));
    expect(screen.getByText(enErrors['Write the text in each language'])).toBeTruthy();
    expect(field('Français').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT', '/admin/points-codes-text')).toEqual([]);
  });
});
