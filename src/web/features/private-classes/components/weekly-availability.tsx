import { useTranslation } from 'react-i18next';
import type { AvailabilitySlot } from '../../../../contract/private-classes';

/** The weekly hours, one line per day (Sunday first), in the teacher's own time zone. */
export function WeeklyAvailability({
  slots,
  timezone,
}: {
  slots: readonly AvailabilitySlot[];
  timezone: string;
}) {
  const { t } = useTranslation('private-classes');
  const days = [0, 1, 2, 3, 4, 5, 6].filter((d) => slots.some((s) => s.weekday === d));
  if (days.length === 0) return <p className="text-sm text-slate-700">{t('profile.noHours')}</p>;
  return (
    <div>
      <dl className="space-y-1 text-sm">
        {days.map((d) => (
          <div key={d} className="flex flex-wrap gap-2">
            <dt className="w-28 font-semibold text-slate-800">{t(`weekday.${d}`)}</dt>
            <dd className="text-slate-700" dir="ltr">
              {slots
                .filter((s) => s.weekday === d)
                .map((s) => `${s.from}–${s.to}`)
                .join(', ')}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t('profile.zone', { zone: timezone })}</p>
    </div>
  );
}
