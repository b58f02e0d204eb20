import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminUser } from '../../../../contract/users';
import { useDateFormat } from '../../../lib/use-date-format';
import { RoleBadge, StatusBadge } from './account-badges';

/** The accounts of one page: cards on a phone, a table from the tablet width up. Each opens its page. */
export function UsersTable({ users }: { users: AdminUser[] }) {
  const { t } = useTranslation('users-admin');
  const { formatDate } = useDateFormat();
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label={t('list.title')}>
        {users.map((user) => (
          <li key={user.id} className="rounded-2xl p-4 ring-1 ring-slate-200">
            <Link
              to={`/admin/users/${user.id}`}
              className="font-semibold break-words text-brand-800 underline-offset-2 hover:underline"
            >
              {user.name}
            </Link>
            <p className="text-sm break-all text-slate-600" dir="ltr">
              {user.email}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
              <RoleBadge role={user.role} />
              <StatusBadge suspended={user.suspended_at !== null} />
              <span>
                {t('list.joined')} <time dateTime={user.created_at}>{formatDate(user.created_at)}</time>
              </span>
            </div>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-sm md:table">
        <caption className="sr-only">{t('list.title')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-600">
            <th scope="col" className="px-3 py-3 text-start font-semibold">
              {t('list.name')}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold">
              {t('list.role')}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold">
              {t('list.status')}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold">
              {t('list.joined')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => (
            <tr key={user.id}>
              <td className="px-3 py-3">
                <Link
                  to={`/admin/users/${user.id}`}
                  className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {user.name}
                </Link>
                <p className="text-xs break-all text-slate-600" dir="ltr">
                  {user.email}
                </p>
              </td>
              <td className="px-3 py-3">
                <RoleBadge role={user.role} />
              </td>
              <td className="px-3 py-3">
                <StatusBadge suspended={user.suspended_at !== null} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                <time dateTime={user.created_at}>{formatDate(user.created_at)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
