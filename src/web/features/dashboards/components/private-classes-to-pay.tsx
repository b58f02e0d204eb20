import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PrivateClassToPay } from '../../../../contract/dashboards';
import { buttonClasses } from '../../../components/ui/button-styles';
import { useDateFormat } from '../../../lib/use-date-format';
import { useNumberFormat } from '../../../lib/use-number-format';
import { DashboardPanel } from './dashboard-parts';

/**
 * Private classes the professor confirmed and the student has still to pay: paying happens on
 * /TTHPrivateClasses, where the request is shown with its schedule and the Pay button.
 */
export function PrivateClassesToPay({ classes }: { classes: PrivateClassToPay[] }) {
  const { t } = useTranslation('dashboards');
  const { formatPoints } = useNumberFormat();
  const { formatDateTime } = useDateFormat();
  return (
    <DashboardPanel id="private-classes-to-pay" title={t('student.toPay')}>
      <ul className="divide-y divide-slate-100">
        {classes.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">
                <span dir="auto">{item.subject ?? t('sessions.privateClassTitle', { id: item.id })}</span>
                {' · '}
                <span dir="auto">{item.professorName}</span>
              </p>
              <p className="text-sm text-slate-600">
                {t('student.toPaySessions', { count: item.sessionsCount })}
                {item.firstSessionAt
                  ? ` · ${t('student.firstSession', {
                      date: formatDateTime(item.firstSessionAt, { dateStyle: 'medium', timeStyle: 'short' }),
                    })}`
                  : ''}
              </p>
            </div>
            <Link to="/TTHPrivateClasses" className={buttonClasses('primary', 'sm')}>
              {t('student.pay', { total: formatPoints(item.total) })}
            </Link>
          </li>
        ))}
      </ul>
    </DashboardPanel>
  );
}
