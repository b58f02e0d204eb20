// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EarningsReport } from '../../../../contract/points';
import en from '../../../locales/en/points-admin.json';
import { fakeApi } from '../../../test/fake-api';
import { interpolate } from '../../../test/interpolate';
import { renderWithApp } from '../../../test/render';
import AdminEarningsPage from './admin-earnings-page';

const NS = { namespaces: ['points-admin'] };

const totals = (gross: number, professor: number, sales: number) => ({
  gross,
  professor,
  platform: gross - professor,
  sales,
});

function report(professors: { id: number; name: string; earned: number }[], total: number): EarningsReport {
  return {
    totals: totals(10_000, 7000, 40),
    share_percent: 70,
    by_month: [{ month: '2026-11', ...totals(10_000, 7000, 40) }],
    by_professor: professors.map((p) => ({
      professor_id: p.id,
      professor_name: p.name,
      ...totals(Math.round(p.earned / 0.7), p.earned, 3),
    })),
    professors_total: total,
    by_kind: [{ kind: 'course', ...totals(10_000, 7000, 40) }],
    top_ups: { card_points: 12_000, card_dzd: 9000, code_points: 3000 },
  };
}

const professorsPanel = () =>
  screen.getByRole('heading', { name: en.earnings.byProfessor }).closest('section')!;

describe('the earnings page', () => {
  it('says the professors listed are the first of more who sold', async () => {
    fakeApi().on(
      'GET',
      '/admin/earnings',
      report(
        [
          { id: 1, name: 'Prof. Amina', earned: 4200 },
          { id: 2, name: 'Prof. Karim', earned: 2800 },
        ],
        57,
      ),
    );
    await renderWithApp(<AdminEarningsPage />, NS);
    await screen.findByText('Prof. Amina');
    const panel = professorsPanel();
    expect(
      within(panel).getByText(interpolate(en.earnings.byProfessorTop, { count: 2, total: '57' })),
    ).toBeTruthy();
    expect(within(panel).getByText('Prof. Karim')).toBeTruthy();
  });

  it('says what each professor earned when all of them are listed', async () => {
    fakeApi().on('GET', '/admin/earnings', report([{ id: 1, name: 'Prof. Amina', earned: 4200 }], 1));
    await renderWithApp(<AdminEarningsPage />, NS);
    await screen.findByText('Prof. Amina');
    expect(within(professorsPanel()).getByText(en.earnings.byProfessorSubtitle)).toBeTruthy();
  });

  it('opens on the period in its address, as the dashboard links to this month, and keeps a new one there', async () => {
    // No months to draw: the chart (a canvas) is not what this test is about, and jsdom has none.
    const api = fakeApi().on('GET', '/admin/earnings', {
      ...report([{ id: 1, name: 'Prof. Amina', earned: 4200 }], 1),
      by_month: [],
    });
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    const monthStart = `${today.slice(0, 8)}01`;
    const { user } = await renderWithApp(<AdminEarningsPage />, {
      ...NS,
      route: `/admin/earnings?from=${monthStart}&to=${today}`,
    });
    await screen.findByText('Prof. Amina');
    const asked = () => api.callsTo('GET', '/admin/earnings').map((call) => call.query.toString());
    expect(asked()).toEqual([`from=${monthStart}&to=${today}`]);
    expect(screen.getByRole('button', { name: en.earnings.presets.month }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByLabelText<HTMLInputElement>(en.earnings.from).value).toBe(monthStart);

    await user.click(screen.getByRole('button', { name: en.earnings.presets.all }));
    await waitFor(() => expect(asked().at(-1)).toBe(''));
    expect(screen.getByRole('button', { name: en.earnings.presets.all }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByLabelText<HTMLInputElement>(en.earnings.from).value).toBe('');
  });
});
