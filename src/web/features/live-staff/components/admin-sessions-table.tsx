import { useTranslation } from 'react-i18next';
import type { LiveSession } from '../../../../contract/live';
import { PriceLabel } from '../../../components/ui/price-label';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { AdminSessionActions } from './admin-session-actions';
import { ApprovalBadge, SessionStatusBadge } from './session-badges';
import { SessionWhen } from './session-when';

/** Sessions as cards on a phone and as a table (scrolling sideways when needed) from the tablet width up. */
export function AdminSessionsTable({ sessions, label }: { sessions: LiveSession[]; label: string }) {
  const { t } = useTranslation('live-staff');
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label={label}>
        {sessions.map((session) => (
          <li key={session.id} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
            <div className="flex flex-wrap items-center gap-2">
              <SessionStatusBadge status={session.status} />
              <ApprovalBadge approved={session.isApproved} />
            </div>
            <p className="mt-2 font-semibold break-words text-slate-900" dir="auto">
              {session.title}
            </p>
            <p className="text-sm break-words text-slate-700" dir="auto">
              {session.professorName}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              <SessionWhen scheduledAt={session.scheduledAt} duration={session.duration} />
            </p>
            <p className="text-sm text-slate-700">
              {t('list.seats', { taken: session.attendeesCount, max: session.maxAttendees })} ·{' '}
              <PriceLabel price={session.price} />
            </p>
            <div className="mt-3">
              <AdminSessionActions session={session} />
            </div>
          </li>
        ))}
      </ul>
      <ScrollRegion label={label} className="hidden md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs text-slate-600">
              <th scope="col" className="px-3 py-3 text-start font-semibold">
                {t('admin.session')}
              </th>
              <th scope="col" className="px-3 py-3 text-start font-semibold">
                {t('list.when')}
              </th>
              <th scope="col" className="px-3 py-3 text-start font-semibold">
                {t('admin.state')}
              </th>
              <th scope="col" className="px-3 py-3 text-start font-semibold">
                {t('list.attendees')}
              </th>
              <th scope="col" className="px-3 py-3 text-start font-semibold">
                {t('admin.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {sessions.map((session) => (
              <tr key={session.id} className="align-top">
                <td className="px-3 py-3">
                  <p className="font-semibold text-slate-900" dir="auto">
                    {session.title}
                  </p>
                  <p className="text-xs text-slate-600" dir="auto">
                    {session.professorName} · <PriceLabel price={session.price} />
                  </p>
                </td>
                <td className="px-3 py-3 text-slate-700">
                  <SessionWhen scheduledAt={session.scheduledAt} duration={session.duration} />
                </td>
                <td className="px-3 py-3">
                  <div className="flex flex-col items-start gap-1">
                    <SessionStatusBadge status={session.status} />
                    <ApprovalBadge approved={session.isApproved} />
                  </div>
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-700 tabular-nums">
                  {t('list.seats', { taken: session.attendeesCount, max: session.maxAttendees })}
                </td>
                <td className="px-3 py-3">
                  <AdminSessionActions session={session} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
