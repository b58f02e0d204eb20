// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/points.json';
import enCommon from '../../../locales/en/common.json';
import { fakeApi } from '../../../test/fake-api';
import { pointTransaction, transactionList } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import PointsHistoryPage from './points-history-page';

const NS = { namespaces: ['points'], route: '/points/history' };

describe('the points history', () => {
  it('shows failed, expired, cancelled and pending purchases with their own label, never as a credit', async () => {
    fakeApi().on(
      'GET',
      '/points/transactions',
      transactionList([
        pointTransaction({ id: 5, status: 'pending' }),
        pointTransaction({ id: 4, status: 'expired' }),
        pointTransaction({ id: 3, status: 'failed' }),
        pointTransaction({ id: 2, status: 'cancelled' }),
        pointTransaction({ id: 1, status: 'completed' }),
      ]),
    );
    await renderWithApp(<PointsHistoryPage />, NS);
    const table = await screen.findByRole('table', {}, { timeout: 5_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell');

    const statuses = rows.map((row) => cells(row)[2]!.textContent);
    expect(statuses).toEqual([
      en.status.pending,
      en.status.expired,
      en.status.failed,
      en.status.cancelled,
      en.status.completed,
    ]);
    const amounts = rows.map((row) => cells(row)[3]!);
    // Only the completed purchase is a green credit with a balance after it.
    expect(amounts[4]!.textContent).toBe('+3,000');
    expect(amounts[4]!.querySelector('.text-brand-700')).not.toBeNull();
    expect(cells(rows[4]!)[4]!.textContent).toBe('3,000');
    const notCounted = amounts.slice(0, 4);
    expect(notCounted).toHaveLength(4);
    expect(notCounted.every((cell) => cell.querySelector('.text-brand-700') === null)).toBe(true);
    expect(notCounted.every((cell) => cell.querySelector('.line-through') !== null)).toBe(true);
    expect(notCounted.map((cell) => cell.textContent)).toEqual([
      `+3,000${enCommon.ledgerOutcome.notCreditedYet}`,
      `+3,000${enCommon.ledgerOutcome.notCredited}`,
      `+3,000${enCommon.ledgerOutcome.notCredited}`,
      `+3,000${enCommon.ledgerOutcome.notCredited}`,
    ]);
    // The failed payment is red; the expired and cancelled ones neutral.
    expect(notCounted[1]!.querySelector('.text-slate-500')).not.toBeNull();
    expect(notCounted[2]!.querySelector('.text-red-700')).not.toBeNull();
    expect(rows.slice(0, 4).every((row) => cells(row)[4]!.textContent === '—')).toBe(true);
  }, 15_000);
});
