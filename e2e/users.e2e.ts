/** The dashboard landing pages: the real profile, editing the name, changing the password, the picture. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, DASHBOARDS } from './support/accounts';
import { expectNoAxeViolations, launchBrowser, openPage, waitForApp } from './support/browser';
import { accountMenuName, ar, fill } from './support/locale';
import { signInThroughForm } from './support/sign-in';

/** A real 2×2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkaPjPwMDAxMDAwMDAAAAhWAGBWXlplQAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the student dashboard', () => {
  it('shows the profile and saves a new name, a new password and a picture', async () => {
    const account = ACCOUNTS.student2;
    const { page, context } = await openPage(browser);
    await signInThroughForm(page, 'student2', `**${DASHBOARDS.student}`);

    const card = page.locator('section[aria-labelledby="profile-card-title"]');
    await card.getByText(account.email).waitFor();
    await card.getByText(ar.common.roles.student).first().waitFor();
    await card.locator('time').waitFor();
    expect(await card.locator('time').innerText()).toMatch(/\d{4}/);

    // Name
    const name = page.locator('input[name="name"]');
    await name.fill('Yasmine Belkacem');
    await page.getByRole('button', { name: ar.users.edit.save }).click();
    await page.getByText(ar.users.edit.saved).waitFor();
    await page
      .getByRole('heading', {
        level: 1,
        name: fill(ar.users.dashboard.greeting, { name: 'Yasmine Belkacem' }),
      })
      .waitFor();
    await page
      .getByRole('button', { name: accountMenuName })
      .filter({ hasText: 'Yasmine Belkacem' })
      .waitFor();

    // Password: the current one is checked by the server.
    await page.locator('input[name="current-password"]').fill('wrong-password');
    await page.locator('input[name="new-password"]').fill('Yasmine#NewPass1');
    await page.locator('input[name="confirm-password"]').fill('Yasmine#NewPass1');
    await page.getByRole('button', { name: ar.users.password.submit }).click();
    await page.getByRole('alert').getByText(ar.errors['Current password is incorrect']).waitFor();
    await page.locator('input[name="current-password"]').fill(account.password);
    await page.getByRole('button', { name: ar.users.password.submit }).click();
    await page.getByText(ar.users.password.changed).waitFor();
    expect(await page.locator('input[name="current-password"]').inputValue()).toBe('');

    // Picture
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    // The picture is cropped to a square first.
    const crop = page.getByRole('dialog', { name: ar.users.avatar.crop.title });
    await crop.getByRole('slider', { name: ar.users.avatar.crop.zoom }).waitFor();
    await crop.getByRole('button', { name: ar.users.avatar.crop.save }).click();
    await page.getByText(ar.users.avatar.updated).waitFor();
    const picture = card.locator('img');
    await picture.waitFor();
    const src = await picture.getAttribute('src');
    expect(src).toMatch(/^\/api\/files\/avatars\//);
    expect(await page.evaluate(() => localStorage.getItem('userAvatar'))).toBe(src);
    const served = await page.request.get(src ?? '');
    expect(served.status()).toBe(200);
    await expectNoAxeViolations(page, `${DASHBOARDS.student} after edits`);

    // A reload shows what the server kept.
    await page.reload();
    await waitForApp(page);
    await card.locator('img').waitFor();
    expect(await page.locator('input[name="name"]').inputValue()).toBe('Yasmine Belkacem');
    await context.close();
  });

  it('refuses a file that is not a picture before uploading it', async () => {
    const { page, context } = await openPage(browser);
    await signInThroughForm(page, 'student', `**${DASHBOARDS.student}`);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText(ar.users.avatar.badType).waitFor();
    await context.close();
  });
});
