// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/points-admin.json';
import enCommon from '../../../locales/en/common.json';
import { fakeApi } from '../../../test/fake-api';
import { pointTransaction, transactionList } from '../../../test/fixtures';
import { interpolate } from '../../../test/interpolate';
import { renderWithApp } from '../../../test/render';
import AdminPointTransactionsPage from './admin-point-transactions-page';

const NS = { namespaces: ['points-admin'], route: '/admin/point-transactions' };
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the admin ledger', () => {
  it('never shows a failed or expired card payment as paid or as a green credit', async () => {
    const api = fakeApi().on(
      'GET',
      '/points/transactions',
      transactionList([
        pointTransaction({ id: 3, status: 'expired' }),
        pointTransaction({ id: 2, status: 'failed' }),
        pointTransaction({ id: 1, status: 'completed' }),
      ]),
    );
    const { user } = await renderWithApp(<AdminPointTransactionsPage />, NS);
    const table = await screen.findByRole('table', { name: en.transactions.ledger }, { timeout: 5_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
    const paid = interpolate(en.transactions.paid, { amount: 'DZD 2,500' });
    const notPaid = interpolate(en.transactions.notPaid, { amount: 'DZD 2,500' });

    const [expired, failed, completed] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(plain(cells(completed)[1]!.textContent)).toContain(paid);
    expect(cells(completed)[2]!.textContent).toBe('+3,000');
    expect(cells(completed)[2]!.querySelector('.text-brand-700')).not.toBeNull();
    for (const [row, status] of [
      [expired, en.status.expired],
      [failed, en.status.failed],
    ] as const) {
      expect(plain(cells(row)[1]!.textContent)).toContain(notPaid);
      expect(plain(cells(row)[1]!.textContent)).not.toContain(paid);
      expect(cells(row)[2]!.textContent).toBe(`+3,000${enCommon.ledgerOutcome.notCredited}`);
      expect(cells(row)[2]!.querySelector('.text-brand-700')).toBeNull();
      expect(cells(row)[3]!.textContent).toBe('—');
      expect(cells(row)[4]!.textContent).toBe(status);
    }

    // The status filter asks the server for expired rows only.
    await user.selectOptions(screen.getByLabelText(en.transactions.status), 'expired');
    await within(table).findAllByRole('row');
    const asked = api.callsTo('GET', '/points/transactions').map((call) => call.query.get('status'));
    expect(asked).toContain('expired');
  }, 15_000);

  it('asks for the next and previous pages by the server’s cursors and shows their page numbers', async () => {
    // Three pages of one row; each cursor names the page it leads to, like the API's keyset cursors.
    const page = (n: number) => {
      const list = transactionList([pointTransaction({ id: 10 - n })]);
      list.pagination = {
        ...list.pagination,
        page: n,
        limit: 1,
        total: 3,
        totalPages: 3,
        next_cursor: n < 3 ? `to-${n + 1}` : null,
        prev_cursor: n > 1 ? `to-${n - 1}` : null,
      };
      return list;
    };
    const api = fakeApi().on('GET', '/points/transactions', (request: { query: URLSearchParams }) => {
      const cursor = request.query.get('cursor');
      return page(cursor ? Number(cursor.slice(3)) : Number(request.query.get('page')));
    });
    const { user } = await renderWithApp(<AdminPointTransactionsPage />, NS);
    const status = (n: number) => interpolate(enCommon.pagination.status, { page: n, total: 3 });
    await screen.findByText(status(1), {}, { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: enCommon.pagination.next }));
    await screen.findByText(status(2));
    await user.click(screen.getByRole('button', { name: enCommon.pagination.next }));
    await screen.findByText(status(3));
    await user.click(screen.getByRole('button', { name: enCommon.pagination.previous }));
    await screen.findByText(status(2));
    const asked = api.callsTo('GET', '/points/transactions').map((call) => call.query.get('cursor'));
    expect(asked).toEqual([null, 'to-2', 'to-3', 'to-2']);
  }, 15_000);
});
