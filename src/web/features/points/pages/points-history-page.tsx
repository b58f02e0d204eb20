import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PointTransaction } from '../../../../contract/points';
import { buttonClasses } from '../../../components/ui/button-styles';
import { HistoryIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { useDateFormat } from '../../../lib/use-date-format';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useMyTransactions } from '../api/list-my-transactions';
import { PageHeader } from '../components/page-header';
import { KindLabel, StatusBadge } from '../components/transaction-badges';
import { LedgerAmount } from '../../../components/ui/ledger-amount';
import { usePageParam } from '../components/use-page-param';
import { QueryState } from '../../../components/ui/query-state';

/**
 * /points/history: the signed-in user's ledger, ten rows a page, newest first. Only completed rows moved the
 * balance; pending, failed, expired and cancelled ones keep their own label and say they were not counted.
 */
export default function PointsHistoryPage() {
  const { t } = useTranslation('points');
  const [page, setPage] = usePageParam();
  const query = useMyTransactions(page);
  const rows = query.data?.transactions ?? [];

  return (
    <div className="bg-slate-50">
      <title>{`${t('history.title')} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <PageHeader eyebrow={t('page.eyebrow')} title={t('history.title')} lead={t('history.lead')}>
          <Link to="/points" className={buttonClasses('secondary')}>
            {t('history.backToPoints')}
          </Link>
        </PageHeader>
        <QueryState
          query={query}
          loading="page"
          isEmpty={(data) => data.transactions.length === 0}
          empty={
            <div className="rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
              <HistoryIcon className="mx-auto size-10 text-slate-400" />
              <p className="mt-3 font-semibold text-slate-900">{t('history.empty')}</p>
              <p className="mt-1 text-sm text-slate-600">{t('history.emptyHint')}</p>
              <Link to="/points" className={`${buttonClasses('primary')} mt-5`}>
                {t('history.buyPoints')}
              </Link>
            </div>
          }
        >
          {(data) => (
            <section
              aria-labelledby="history-table-title"
              className="rounded-3xl bg-white p-2 shadow-sm ring-1 ring-slate-200 sm:p-4"
            >
              <h2 id="history-table-title" className="sr-only">
                {t('history.tableTitle')}
              </h2>
              <HistoryTable rows={rows} />
              <HistoryCards rows={rows} />
              <div className="px-2 pb-2">
                <Pagination
                  page={data.pagination.page}
                  totalPages={data.pagination.totalPages}
                  onChange={setPage}
                  label={t('history.pages')}
                />
              </div>
            </section>
          )}
        </QueryState>
      </div>
    </div>
  );
}

function useRowText() {
  const { t } = useTranslation('points');
  return (row: PointTransaction) =>
    row.course_title ?? row.package_name ?? (row.description || t(`kind.${row.kind}`));
}

function Amount({ row }: { row: PointTransaction }) {
  return <LedgerAmount status={row.status} amount={row.amount} />;
}

function HistoryTable({ rows }: { rows: PointTransaction[] }) {
  const { t } = useTranslation('points');
  const { formatPoints } = useNumberFormat();
  const { formatDateTime } = useDateFormat();
  const detail = useRowText();
  return (
    <div className="hidden md:block">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-start text-xs text-slate-600">
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              {t('history.columns.what')}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              {t('history.columns.date')}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              {t('history.columns.status')}
            </th>
            <th scope="col" className="px-4 py-3 text-end font-semibold">
              {t('history.columns.amount')}
            </th>
            <th scope="col" className="px-4 py-3 text-end font-semibold">
              {t('history.columns.balanceAfter')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} className="align-middle">
              <td className="px-4 py-3.5">
                <KindLabel kind={row.kind} />
                <p className="mt-0.5 max-w-sm truncate text-slate-600">{detail(row)}</p>
              </td>
              <td className="px-4 py-3.5 whitespace-nowrap text-slate-700">
                <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
              </td>
              <td className="px-4 py-3.5">
                <StatusBadge status={row.status} />
              </td>
              <td className="px-4 py-3.5 text-end">
                <Amount row={row} />
              </td>
              <td className="px-4 py-3.5 text-end font-semibold text-slate-900 tabular-nums">
                {row.balance_after === null ? (
                  <span className="text-slate-500">—</span>
                ) : (
                  formatPoints(row.balance_after)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HistoryCards({ rows }: { rows: PointTransaction[] }) {
  const { t } = useTranslation('points');
  const { formatPoints } = useNumberFormat();
  const { formatDateTime } = useDateFormat();
  const detail = useRowText();
  return (
    <ul className="divide-y divide-slate-100 md:hidden">
      {rows.map((row) => (
        <li key={row.id} className="flex items-start justify-between gap-3 px-3 py-3.5">
          <div className="min-w-0">
            <p className="text-sm">
              <KindLabel kind={row.kind} />
            </p>
            <p className="truncate text-sm text-slate-600">{detail(row)}</p>
            <p className="mt-1 text-xs text-slate-600">
              <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1 text-sm">
            <Amount row={row} />
            <StatusBadge status={row.status} />
            {row.balance_after !== null ? (
              <span className="text-xs text-slate-600">
                {t('history.balanceAfterShort', { balance: formatPoints(row.balance_after) })}
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
