import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  transactionKinds,
  transactionStatuses,
  type PointTransaction,
  type TransactionKind,
  type TransactionStatus,
} from '../../../../contract/points';
import type { User } from '../../../../contract/users';
import { ReceiptIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { useDateFormat } from '../../../lib/use-date-format';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useLinkedUser } from '../api/get-user';
import { useTransactions } from '../api/list-transactions';
import { AdminPage, EmptyState, Panel } from '../components/admin-page';
import { BalanceCorrection } from '../components/balance-correction';
import { SelectField } from '../../../components/ui/select-field';
import { StatusBadge } from '../components/transaction-badges';
import { LedgerAmount } from '../../../components/ui/ledger-amount';
import { UserPicker } from '../components/user-picker';
import { QueryState } from '../../../components/ui/query-state';
import { ScrollRegion } from '../../../components/ui/scroll-region';

/**
 * /admin/point-transactions: every ledger row with filters, and the balance correction. `?user_id=` (the link from
 * an account's admin page) starts with that account chosen.
 */
export default function AdminPointTransactionsPage() {
  const { t } = useTranslation('points-admin');
  const [params, setParams] = useSearchParams();
  const linkedId = Number(params.get('user_id')) || null;
  const linked = useLinkedUser(linkedId);
  const [picked, setPicked] = useState<User | null>(null);
  const user = picked ?? (linkedId ? (linked.data ?? null) : null);
  const setUser = (next: User | null) => {
    setPicked(next);
    if (linkedId) setParams({}, { replace: true });
  };
  const [kind, setKind] = useState<TransactionKind | ''>('');
  const [status, setStatus] = useState<TransactionStatus | ''>('');
  // Next and previous go by the server's keyset cursors (decision 122): a deep page of a large ledger costs the
  // same as the first; a filter change starts again at page 1.
  const [position, setPosition] = useState<{ page: number; cursor?: string | undefined }>({ page: 1 });
  const setPage = (page: number, cursor?: string) => setPosition({ page, cursor });
  const query = useTransactions({
    page: position.page,
    cursor: position.cursor,
    user_id: user?.id ?? linkedId ?? undefined,
    kind: kind || undefined,
    status: status || undefined,
  });
  const rows = query.data?.transactions ?? [];

  return (
    <AdminPage title={t('transactions.title')} lead={t('transactions.lead')}>
      <title>{`${t('transactions.title')} · ${t('common:app.name')}`}</title>
      <Panel id="ledger" title={t('transactions.ledger')}>
        <div className="mb-5 grid gap-4 md:grid-cols-3">
          <UserPicker
            label={t('transactions.user')}
            value={user}
            onChange={(next) => {
              setUser(next);
              setPage(1);
            }}
          />
          <SelectField
            label={t('transactions.kind')}
            name="kind"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as TransactionKind | '');
              setPage(1);
            }}
          >
            <option value="">{t('transactions.allKinds')}</option>
            {transactionKinds.map((value) => (
              <option key={value} value={value}>
                {t(`kind.${value}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('transactions.status')}
            name="status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as TransactionStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('transactions.allStatuses')}</option>
            {transactionStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <QueryState
          query={query}
          loading="page"
          isEmpty={(data) => data.transactions.length === 0}
          empty={
            <EmptyState
              icon={<ReceiptIcon className="size-10" />}
              title={t('transactions.empty')}
              hint={t('transactions.emptyHint')}
            />
          }
        >
          {(data) => (
            <>
              <p className="mb-2 text-sm text-slate-600" aria-live="polite">
                {t('transactions.count', { count: data.pagination.total })}
              </p>
              <TransactionsTable rows={rows} />
              <Pagination
                page={data.pagination.page}
                totalPages={data.pagination.totalPages}
                onChange={setPage}
                cursors={{ next: data.pagination.next_cursor, prev: data.pagination.prev_cursor }}
                label={t('transactions.pages')}
              />
            </>
          )}
        </QueryState>
      </Panel>
      <Panel id="correction" title={t('correction.title')} subtitle={t('correction.subtitle')}>
        <BalanceCorrection />
      </Panel>
    </AdminPage>
  );
}

function TransactionsTable({ rows }: { rows: PointTransaction[] }) {
  const { t } = useTranslation('points-admin');
  const { formatPoints, formatDzd } = useNumberFormat();
  const { formatDateTime } = useDateFormat();
  return (
    <ScrollRegion label={t('transactions.ledger')} className="-mx-2">
      <table className="w-full min-w-[52rem] text-sm">
        <caption className="sr-only">{t('transactions.ledger')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-600">
            <th scope="col" className="px-3 py-3 text-start font-semibold">
              {t('transactions.user')}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold">
              {t('transactions.kind')}
            </th>
            <th scope="col" className="px-3 py-3 text-end font-semibold">
              {t('transactions.amount')}
            </th>
            <th scope="col" className="px-3 py-3 text-end font-semibold">
              {t('transactions.balanceAfter')}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold">
              {t('transactions.status')}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold">
              {t('transactions.date')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              <td className="px-3 py-3">
                <p className="font-semibold text-slate-900">{row.user_name}</p>
                <p className="text-xs text-slate-600" dir="ltr">
                  {row.user_email}
                </p>
              </td>
              <td className="px-3 py-3">
                <p className="font-semibold text-slate-900">{t(`kind.${row.kind}`)}</p>
                <p className="max-w-[16rem] truncate text-xs text-slate-600">
                  {row.course_title ?? row.package_name ?? row.description}
                </p>
                {row.amount_dzd !== null ? (
                  <p className="text-xs text-slate-600">
                    {/* Only a completed card payment was paid; any other one was only asked for. */}
                    {row.status === 'completed'
                      ? t('transactions.paid', { amount: formatDzd(row.amount_dzd) })
                      : t('transactions.notPaid', { amount: formatDzd(row.amount_dzd) })}
                  </p>
                ) : null}
              </td>
              <td className="px-3 py-3 text-end">
                <LedgerAmount status={row.status} amount={row.amount} />
              </td>
              <td className="px-3 py-3 text-end tabular-nums">
                {row.balance_after === null ? (
                  <span className="text-slate-500">—</span>
                ) : (
                  formatPoints(row.balance_after)
                )}
              </td>
              <td className="px-3 py-3">
                <StatusBadge status={row.status} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
                <span className="block text-xs text-slate-600" dir="ltr">
                  #{row.id}
                  {row.provider ? ` · ${row.provider}` : ''}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
