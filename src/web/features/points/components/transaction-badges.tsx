import { useTranslation } from 'react-i18next';
import type { TransactionKind, TransactionStatus } from '../../../../contract/points';
import { useNumberFormat } from '../../../lib/use-number-format';

const statusStyles: Record<TransactionStatus, string> = {
  completed: 'bg-brand-50 text-brand-800 ring-brand-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export function StatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation('points');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${statusStyles[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}

export function KindLabel({ kind }: { kind: TransactionKind }) {
  const { t } = useTranslation('points');
  return <span className="font-semibold text-slate-900">{t(`kind.${kind}`)}</span>;
}

/**
 * A ledger row's signed amount. Only a completed row moved the balance: it is green (credit) or red (debit).
 * Any other row is struck through — grey, or red when the payment failed — and says in words that nothing was
 * counted, so neither the eye nor a screen reader takes it for a credit.
 */
export function LedgerAmount({
  status,
  amount,
  className = '',
}: {
  status: TransactionStatus;
  amount: number;
  className?: string;
}) {
  const { t } = useTranslation('points');
  const { formatSignedPoints } = useNumberFormat();
  if (status === 'completed') {
    return (
      <span
        dir="ltr"
        className={`font-bold tabular-nums ${amount < 0 ? 'text-red-700' : 'text-brand-700'} ${className}`}
      >
        {formatSignedPoints(amount)}
      </span>
    );
  }
  const color =
    status === 'failed'
      ? 'text-red-700 decoration-red-400'
      : status === 'pending'
        ? 'text-slate-600 decoration-slate-300'
        : 'text-slate-500 decoration-slate-400';
  const note =
    status === 'pending'
      ? t(amount < 0 ? 'outcome.notDebitedYet' : 'outcome.notCreditedYet')
      : t(amount < 0 ? 'outcome.notDebited' : 'outcome.notCredited');
  return (
    <span className={`inline-flex flex-col items-end ${className}`} data-outcome="not-counted">
      <span dir="ltr" className={`font-semibold tabular-nums line-through ${color}`}>
        {formatSignedPoints(amount)}
      </span>
      <span className="text-xs font-medium text-slate-600">{note}</span>
    </span>
  );
}
