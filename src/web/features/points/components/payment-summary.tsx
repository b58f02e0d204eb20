import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointTransaction } from '../../../../contract/points';
import { useDateFormat } from '../../../lib/use-date-format';
import { useNumberFormat } from '../../../lib/use-number-format';
import { StatusBadge } from './transaction-badges';

/** What was bought: package, points, what was paid, when, and the payment's state. */
export function PaymentSummary({ transaction }: { transaction: PointTransaction }) {
  const { t } = useTranslation('points');
  const { formatPoints, formatDzd } = useNumberFormat();
  const { formatDateTime } = useDateFormat();
  const rows: { label: string; value: ReactNode }[] = [
    { label: t('result.package'), value: transaction.package_name ?? transaction.description },
    {
      label: t('result.points'),
      value: `${formatPoints(Math.abs(transaction.amount))} ${t('unit')}`,
    },
  ];
  if (transaction.amount_dzd !== null) {
    rows.push({
      // Only a completed payment was actually paid; otherwise it is what the payment was for.
      label: transaction.status === 'completed' ? t('result.paid') : t('result.amount'),
      value: formatDzd(transaction.amount_dzd),
    });
  }
  rows.push(
    {
      label: t('result.date'),
      value: <time dateTime={transaction.created_at}>{formatDateTime(transaction.created_at)}</time>,
    },
    { label: t('result.reference'), value: <span dir="ltr">#{transaction.id}</span> },
    { label: t('result.status'), value: <StatusBadge status={transaction.status} /> },
  );
  return (
    <dl className="divide-y divide-slate-100 rounded-2xl bg-slate-50 text-sm ring-1 ring-slate-200">
      {rows.map((row) => (
        <div key={row.label} className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-slate-600">{row.label}</dt>
          <dd className="text-end font-semibold text-slate-900 tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
