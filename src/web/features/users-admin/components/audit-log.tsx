import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry, AuditSummary } from '../../../../contract/users';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { useDateFormat } from '../../../lib/use-date-format';
import { useUserAudit } from '../api/list-user-audit';

/** Every admin change to the account, newest first: who, when, what, and the fields before and after. */
export function AuditLog({ userId }: { userId: number }) {
  const { t } = useTranslation('users-admin');
  const [page, setPage] = useState(1);
  const query = useUserAudit(userId, page);
  return (
    <QueryState
      query={query}
      isEmpty={(data) => data.entries.length === 0}
      empty={<p className="text-sm text-slate-600">{t('audit.empty')}</p>}
    >
      {(data) => (
        <>
          <ol className="divide-y divide-slate-100" aria-label={t('audit.title')}>
            {data.entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ol>
          <Pagination
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onChange={setPage}
            label={t('audit.pages')}
          />
        </>
      )}
    </QueryState>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('users-admin');
  const { formatDateTime } = useDateFormat();
  const fields = Object.keys({ ...entry.before, ...entry.after });
  return (
    <li className="py-3">
      <p className="font-semibold text-slate-900">{t(`audit.action.${entry.action}`)}</p>
      <p className="text-sm text-slate-600">
        {t('audit.by', { name: entry.actor.name })} ·{' '}
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
      </p>
      {fields.length ? (
        <dl className="mt-1 space-y-0.5 text-sm text-slate-700">
          {fields.map((field) => (
            <div key={field} className="flex flex-wrap gap-x-2">
              <dt className="font-medium">{t(`audit.field.${field}`, { defaultValue: field })}:</dt>
              <dd className="break-all">
                {entry.before && field in entry.before && entry.after && field in entry.after ? (
                  <>
                    <Value field={field} summary={entry.before} />{' '}
                    <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                      →
                    </span>{' '}
                    <span className="sr-only">{t('audit.becomes')}</span>
                    <Value field={field} summary={entry.after} />
                  </>
                ) : (
                  <Value
                    field={field}
                    summary={entry.after && field in entry.after ? entry.after : entry.before}
                  />
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

function Value({ field, summary }: { field: string; summary: AuditSummary | null }) {
  const { t } = useTranslation('users-admin');
  const value = summary?.[field];
  if (value === undefined || value === null) return <span>—</span>;
  if (field === 'role') return <span>{t(`common:roles.${value}`)}</span>;
  if (field === 'status') return <span>{t(`status.${value}`)}</span>;
  if (field === 'password') return <span>{t('audit.passwordChanged')}</span>;
  return <span dir="auto">{value}</span>;
}
