import * as Dialog from '@radix-ui/react-dialog';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { candidateStarts, wallClock } from '../../../../contract/availability';
import type { PrivateClass, ProfessorPrivateClassSettings } from '../../../../contract/private-classes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/error-message';
import { useDateFormat } from '../../../lib/use-date-format';
import { useBusyTimes } from '../api/list-busy-times';
import { usePrivateClassMove } from '../api/use-private-class-move';

const WEEKS = 4;

/**
 * Accepting a request: a week calendar of the professor's open times (their availability, in their zone), from
 * which exactly `sessions_count` are picked; sent as PUT /private-classes/{id}/confirm {schedule}.
 */
export function ScheduleDialog({
  item,
  settings,
  onClose,
}: {
  item: PrivateClass;
  settings: ProfessorPrivateClassSettings;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation('private-classes');
  const { formatDate, formatTime, formatDateTime } = useDateFormat();
  const errorText = useErrorMessage();
  const move = usePrivateClassMove();
  const [week, setWeek] = useState(0);
  const [picked, setPicked] = useState<string[]>([]);
  // The calendar starts an hour after the dialog opened and does not move while it is open.
  const [openedAt] = useState(() => Date.now());
  const busy = useBusyTimes(item.professor.id).data;
  const weeks = useMemo(() => {
    const from = new Date(openedAt + 3_600_000);
    const starts = candidateStarts({
      slots: settings.availability,
      timeZone: settings.timezone,
      durationMinutes: item.session_minutes,
      from,
      days: WEEKS * 7,
      limit: 2000,
      busy: busy ?? [],
    });
    // Each offered time's date on the professor's clock, read once (not once per day of the calendar).
    const byDate = new Map<string, Date[]>();
    for (const start of starts) {
      const date = wallClock(start, settings.timezone).date;
      const list = byDate.get(date);
      if (list) list.push(start);
      else byDate.set(date, [start]);
    }
    return Array.from({ length: WEEKS }, (_, w) => {
      const days = Array.from({ length: 7 }, (_, d) => {
        const day = new Date(from.getTime() + (w * 7 + d) * 86_400_000);
        const date = wallClock(day, settings.timezone).date;
        return { date, day, times: byDate.get(date) ?? [] };
      });
      return days;
    });
  }, [settings, item.session_minutes, openedAt, busy]);
  const days = weeks[week] ?? [];
  const toggle = (iso: string) =>
    setPicked((now) =>
      now.includes(iso)
        ? now.filter((x) => x !== iso)
        : now.length < item.sessions_count
          ? [...now, iso].sort()
          : now,
    );

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-x-4 top-4 z-50 max-h-[calc(100dvh-2rem)] mx-auto max-w-4xl overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl outline-none">
          <Dialog.Title className="text-lg font-bold text-slate-900">
            {t('schedule.title', { name: item.student.name })}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            {t('schedule.subtitle', { sessions: item.sessions_count, minutes: item.session_minutes })}
          </Dialog.Description>
          <div className="mt-4 flex items-center justify-between gap-2">
            <Button variant="secondary" size="sm" disabled={week === 0} onClick={() => setWeek(week - 1)}>
              {t('schedule.previous')}
            </Button>
            <p className="text-sm font-semibold text-slate-800" aria-live="polite">
              {t('schedule.week', { from: formatDate(days[0]?.day), to: formatDate(days[6]?.day) })}
            </p>
            <Button
              variant="secondary"
              size="sm"
              disabled={week === WEEKS - 1}
              onClick={() => setWeek(week + 1)}
            >
              {t('schedule.next')}
            </Button>
          </div>
          <div className="mt-4 grid gap-3 sm:grid-cols-7">
            {days.map((d) => (
              <div
                key={d.date}
                role="group"
                aria-label={formatDate(d.day, { weekday: 'long', day: 'numeric', month: 'long' })}
                className="rounded-2xl bg-slate-50 p-2"
              >
                <p className="mb-2 text-center text-xs font-bold text-slate-800">
                  {formatDate(d.day, { weekday: 'short', day: 'numeric' })}
                </p>
                <div className="flex flex-wrap gap-1 sm:flex-col">
                  {d.times.map((s) => {
                    const iso = s.toISOString();
                    const on = picked.includes(iso);
                    return (
                      <button
                        key={iso}
                        type="button"
                        aria-pressed={on}
                        aria-label={formatDateTime(s, { dateStyle: 'full', timeStyle: 'short' })}
                        onClick={() => toggle(iso)}
                        className={`rounded-lg px-2 py-1 text-sm font-semibold ring-1 ${on ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-800 ring-slate-300'}`}
                      >
                        {formatTime(s)}
                      </button>
                    );
                  })}
                </div>
              </div>
            ))}
          </div>
          <p className="mt-4 text-sm text-slate-800" aria-live="polite">
            {t('schedule.picked', { picked: picked.length, needed: item.sessions_count })}
          </p>
          {move.isError ? <Alert tone="error">{errorText(move.error)}</Alert> : null}
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary">{t('actions.back')}</Button>
            </Dialog.Close>
            <Button
              disabled={picked.length !== item.sessions_count}
              pending={move.isPending}
              onClick={() =>
                move.mutate(
                  { kind: 'confirm', id: item.id, schedule: picked.map((startsAt) => ({ startsAt })) },
                  { onSuccess: () => onClose(true) },
                )
              }
            >
              {t('schedule.confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
