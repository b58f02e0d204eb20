import { useTranslation } from 'react-i18next';
import type { TransactionKind, TransactionStatus } from '../../../../contract/points';

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
