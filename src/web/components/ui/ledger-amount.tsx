import { useTranslation } from 'react-i18next';
import type { TransactionStatus } from '../../../contract/points';
import { useNumberFormat } from '../../lib/use-number-format';

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
  const { t } = useTranslation();
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
      ? t(amount < 0 ? 'ledgerOutcome.notDebitedYet' : 'ledgerOutcome.notCreditedYet')
      : t(amount < 0 ? 'ledgerOutcome.notDebited' : 'ledgerOutcome.notCredited');
  return (
    <span className={`inline-flex flex-col items-end ${className}`} data-outcome="not-counted">
      <span dir="ltr" className={`font-semibold tabular-nums line-through ${color}`}>
        {formatSignedPoints(amount)}
      </span>
      <span className="text-xs font-medium text-slate-600">{note}</span>
    </span>
  );
}
