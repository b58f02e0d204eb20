// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS } from '../../../../contract/settings';
import enErrors from '../../../locales/en/errors.json';
import en from '../../../locales/en/settings.json';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import AdminSettingsPage from './admin-settings-page';

describe('the platform settings page', () => {
  it('sends only the settings that changed', async () => {
    const api = fakeApi()
      .on('GET', '/admin/settings', DEFAULT_PLATFORM_SETTINGS)
      .on('PUT', '/admin/settings', ({ body }) => ({ ...DEFAULT_PLATFORM_SETTINGS, ...(body as object) }));
    const { user } = await renderWithApp(<AdminSettingsPage />, { namespaces: ['settings'] });
    const share = (await screen.findByLabelText(en.fields.share, {}, { timeout: 5_000 })) as HTMLInputElement;
    expect(share.value).toBe('70');
    await user.clear(share);
    await user.type(share, '60');
    await user.click(screen.getByRole('checkbox', { name: en.fields.registrationOpen }));
    await user.click(screen.getByRole('button', { name: en.page.save }));
    await waitFor(() => expect(api.callsTo('PUT', '/admin/settings')).toHaveLength(1));
    expect(api.callsTo('PUT', '/admin/settings')[0]!.body).toEqual({
      professor_share_percent: 60,
      registration_open: false,
    });
  }, 15_000);

  it('shows the server’s refusal translated', async () => {
    fakeApi()
      .on('GET', '/admin/settings', DEFAULT_PLATFORM_SETTINGS)
      .on('PUT', '/admin/settings', () =>
        reply(400, { error: 'professor_share_percent: Expected a whole number from 0 to 100' }),
      );
    const { user } = await renderWithApp(<AdminSettingsPage />, { namespaces: ['settings'] });
    const share = (await screen.findByLabelText(en.fields.share, {}, { timeout: 5_000 })) as HTMLInputElement;
    await user.clear(share);
    await user.type(share, '150');
    await user.click(screen.getByRole('button', { name: en.page.save }));
    expect(
      await screen.findByText(enErrors['Expected a whole number from 0 to 100'], { exact: false }),
    ).toBeTruthy();
  }, 15_000);
});
