import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  roles,
  userSorts,
  userStatuses,
  type Role,
  type UserSort,
  type UserStatus,
} from '../../../../contract/users';
import { SearchIcon, UsersIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminUsers, type AdminUsersFilter } from '../api/list-users';
import { UsersTable } from '../components/users-table';
import { useAddressFilters } from '../../../lib/use-address-filters';

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';

/** /admin/users: every account, searched by name or email, filtered, sorted and paged; kept in the address. */
export default function AdminUsersPage() {
  const { t } = useTranslation('users-admin');
  const [params, update] = useAddressFilters();
  const filter: AdminUsersFilter = {
    page: Math.max(1, Number(params.get('page')) || 1),
    search: params.get('q') ?? '',
    role: pick<Role>(params.get('role'), roles),
    status: pick<UserStatus>(params.get('status'), userStatuses),
    sort: pick<UserSort>(params.get('sort'), userSorts) || 'newest',
  };
  const [typed, setTyped] = useState(filter.search);
  const search = useDebouncedValue(typed.trim(), 300);
  const query = useAdminUsers(filter);
  const searchId = useId();

  useEffect(() => {
    if (search !== (params.get('q') ?? '')) update({ q: search });
    // Only the settled search text writes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <div className="mx-auto max-w-6xl">
        <title>{`${t('list.title')} · ${t('common:app.name')}`}</title>
        <PageHeader title={t('list.title')} subtitle={t('list.lead')} />
        <section
          aria-label={t('list.title')}
          className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <div className="mb-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <div className="sm:col-span-2 lg:col-span-1">
              <label htmlFor={searchId} className="mb-1.5 block text-sm font-semibold text-slate-800">
                {t('list.search')}
              </label>
              <div className="relative">
                <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
                <input
                  id={searchId}
                  type="search"
                  name="search"
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  placeholder={t('list.searchPlaceholder')}
                  className="block h-12 w-full rounded-xl border border-slate-300 bg-white ps-10 pe-4 text-base text-slate-900 shadow-xs outline-none placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15"
                />
              </div>
            </div>
            <SelectField
              label={t('list.role')}
              name="role"
              value={filter.role}
              onChange={(event) => update({ role: event.target.value })}
            >
              <option value="">{t('list.allRoles')}</option>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {t(`common:roles.${role}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('list.status')}
              name="status"
              value={filter.status}
              onChange={(event) => update({ status: event.target.value })}
            >
              <option value="">{t('list.allStatuses')}</option>
              {userStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('list.sort')}
              name="sort"
              value={filter.sort}
              onChange={(event) =>
                update({ sort: event.target.value === 'newest' ? '' : event.target.value })
              }
            >
              {userSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sort.${sort}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <QueryState
            query={query}
            isEmpty={(data) => data.users.length === 0}
            empty={
              <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center">
                <UsersIcon className="mx-auto size-10 text-slate-400" />
                <p className="mt-3 font-semibold text-slate-900">{t('list.empty')}</p>
              </div>
            }
          >
            {(data) => (
              <>
                <p className="mb-3 text-sm text-slate-600" aria-live="polite">
                  {t('list.count', { count: data.pagination.total })}
                </p>
                <UsersTable users={data.users} />
                <Pagination
                  page={data.pagination.page}
                  totalPages={data.pagination.totalPages}
                  onChange={(page) => update({ page: page > 1 ? String(page) : '' })}
                  label={t('list.pages')}
                />
              </>
            )}
          </QueryState>
        </section>
      </div>
    </div>
  );
}
