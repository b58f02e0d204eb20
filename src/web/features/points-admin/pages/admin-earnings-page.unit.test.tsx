// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
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
});
