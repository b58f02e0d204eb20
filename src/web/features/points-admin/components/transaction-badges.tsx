import { useTranslation } from 'react-i18next';
import type { TransactionStatus } from '../../../../contract/points';

const statusStyles: Record<TransactionStatus, string> = {
  completed: 'bg-brand-50 text-brand-800 ring-brand-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export function StatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation('points-admin');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${statusStyles[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('points-admin');
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${
        active ? 'bg-brand-50 text-brand-800 ring-brand-200' : 'bg-slate-100 text-slate-700 ring-slate-200'
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full ${active ? 'bg-brand-600' : 'bg-slate-400'}`}
      />
      {active ? t('packages.active') : t('packages.inactive')}
    </span>
  );
}
