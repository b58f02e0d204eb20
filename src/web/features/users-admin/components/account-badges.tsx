import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../contract/users';

/** The account's role, in words. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  const tone =
    role === 'admin'
      ? 'bg-violet-50 text-violet-800 ring-violet-200'
      : role === 'professor'
        ? 'bg-sky-50 text-sky-800 ring-sky-200'
        : 'bg-slate-50 text-slate-700 ring-slate-200';
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone}`}>
      {t(`roles.${role}`)}
    </span>
  );
}

/** Active or suspended. */
export function StatusBadge({ suspended }: { suspended: boolean }) {
  const { t } = useTranslation('users-admin');
  return suspended ? (
    <span className="inline-flex rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
      {t('status.suspended')}
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
      {t('status.active')}
    </span>
  );
}
