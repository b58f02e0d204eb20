import { useTranslation } from 'react-i18next';
import type { LiveSession } from '../../../../contract/live';
import { PriceLabel } from '../../../components/ui/price-label';
import { CalendarIcon, ClockIcon, CoinsIcon, UsersIcon } from '../../../components/ui/icons';
import { useDateFormat } from '../../../lib/use-date-format';

/** Seats still free; never below zero. */
export function seatsLeft(session: Pick<LiveSession, 'attendeesCount' | 'maxAttendees'>): number {
  return Math.max(0, session.maxAttendees - session.attendeesCount);
}

/**
 * When (date and time in the viewer's time zone and language), how long, the price and, when asked, the
 * seats left: the facts every session card and page repeats.
 */
export function SessionFacts({
  session,
  showSeats = true,
  showPrice = true,
}: {
  session: LiveSession;
  showSeats?: boolean;
  showPrice?: boolean;
}) {
  const { t } = useTranslation('live');
  const { formatDate, formatTime } = useDateFormat();
  const left = seatsLeft(session);
  return (
    <dl className="grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
      <div className="flex items-center gap-2">
        <dt>
          <CalendarIcon className="size-4 text-slate-500" />
          <span className="sr-only">{t('facts.date')}</span>
        </dt>
        <dd>{formatDate(session.scheduledAt, { dateStyle: 'full' })}</dd>
      </div>
      <div className="flex items-center gap-2">
        <dt>
          <ClockIcon className="size-4 text-slate-500" />
          <span className="sr-only">{t('facts.time')}</span>
        </dt>
        <dd>
          {formatTime(session.scheduledAt)} · {t('facts.duration', { count: session.duration })}
        </dd>
      </div>
      {showPrice ? (
        <div className="flex items-center gap-2">
          <dt>
            <CoinsIcon className="size-4 text-amber-600" />
            <span className="sr-only">{t('facts.price')}</span>
          </dt>
          <dd className="font-semibold text-slate-900">
            <PriceLabel price={session.price} />
          </dd>
        </div>
      ) : null}
      {showSeats ? (
        <div className="flex items-center gap-2">
          <dt>
            <UsersIcon className="size-4 text-slate-500" />
            <span className="sr-only">{t('facts.seats')}</span>
          </dt>
          <dd className={left === 0 ? 'font-semibold text-red-700' : ''}>
            {left === 0 ? t('facts.full') : t('facts.seatsLeft', { count: left })}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
