import { useTranslation } from 'react-i18next';
import type { PrivateClassStatus } from '../../../../contract/private-classes';

const TONES: Record<PrivateClassStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-sky-100 text-sky-900',
  scheduled: 'bg-emerald-100 text-emerald-900',
  completed: 'bg-slate-200 text-slate-800',
  rejected: 'bg-red-100 text-red-900',
  cancelled: 'bg-red-100 text-red-900',
};

/** A request's status in words, with a colour that never carries the meaning alone. */
export function StatusBadge({ status }: { status: PrivateClassStatus }) {
  const { t } = useTranslation('private-classes');
  return (
    <span className={`inline-flex rounded-full px-3 py-1 text-xs font-bold ${TONES[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
