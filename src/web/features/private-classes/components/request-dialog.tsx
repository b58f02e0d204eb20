import * as Dialog from '@radix-ui/react-dialog';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { candidateStarts, wallClock } from '../../../../contract/availability';
import { privateClassRequestBody, type TeacherCard } from '../../../../contract/private-classes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/error-message';
import { useDateFormat } from '../../../lib/use-date-format';
import { useRequestPrivateClass } from '../api/request-private-class';

/** The professor's open times over the next three weeks, grouped by their date on the professor's clock. */
function useOpenDays(teacher: TeacherCard) {
  // The moment the dialog opened: the offer does not shift while the student fills it in.
  const [openedAt] = useState(() => Date.now());
  return useMemo(() => {
    const starts = candidateStarts({
      slots: teacher.availability,
      timeZone: teacher.timezone,
      durationMinutes: teacher.session_minutes ?? 60,
      from: new Date(openedAt + 86_400_000),
      days: 21,
      limit: 400,
    });
    const days = new Map<string, Date[]>();
    for (const start of starts) {
      const { date } = wallClock(start, teacher.timezone);
      days.set(date, [...(days.get(date) ?? []), start]);
    }
    return [...days.entries()].map(([date, times]) => ({ date, times }));
  }, [teacher, openedAt]);
}

/**
 * The request: the subject (one the teacher listed), how many sessions, preferred days and a time offered only
 * inside the teacher's availability, a note and a phone number. Sent as POST /private-classes.
 */
export function RequestDialog({
  teacher,
  onClose,
}: {
  teacher: TeacherCard;
  onClose: (sent: boolean) => void;
}) {
  const { t } = useTranslation('private-classes');
  const id = useId();
  const { formatDate, formatTime } = useDateFormat();
  const errorText = useErrorMessage();
  const request = useRequestPrivateClass();
  const days = useOpenDays(teacher);
  const subjects = [
    ...teacher.materials.map((m) => ({ key: `m${m.id}`, name: m.name, body: { material_id: m.id } })),
    ...teacher.language_levels.map((l) => ({
      key: `l${l.id}`,
      name: l.name,
      body: { language_level_id: l.id },
    })),
  ];
  const [subject, setSubject] = useState(subjects[0]?.key ?? '');
  const [count, setCount] = useState('4');
  const [dates, setDates] = useState<string[]>([]);
  const [time, setTime] = useState('');
  const [note, setNote] = useState('');
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const times = useMemo(() => {
    const chosen = days.filter((d) => dates.length === 0 || dates.includes(d.date));
    return [...new Set(chosen.flatMap((d) => d.times.map((at) => formatTime(at))))];
  }, [days, dates, formatTime]);

  const submit = () => {
    const parsed = privateClassRequestBody.safeParse({
      professor_id: teacher.id,
      ...subjects.find((s) => s.key === subject)?.body,
      sessions_count: Number(count),
      preferred_dates: dates,
      preferred_times: time,
      note,
      phone,
    });
    if (!parsed.success) return setInvalid(errorText(new Error(parsed.error.issues[0]?.message ?? '')));
    setInvalid(null);
    request.mutate(parsed.data, { onSuccess: () => onClose(true) });
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-x-4 top-4 z-50 max-h-[calc(100dvh-2rem)] mx-auto max-w-xl overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl outline-none">
          <Dialog.Title className="text-lg font-bold text-slate-900">
            {t('request.title', { name: teacher.name })}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            {t('request.subtitle')}
          </Dialog.Description>
          <form
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <SelectField
              label={t('request.subject')}
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
            >
              {subjects.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.name}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('request.sessions')}
              type="number"
              min={1}
              max={20}
              value={count}
              onChange={(e) => setCount(e.target.value)}
            />
            <fieldset>
              <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t('request.dates')}</legend>
              {days.length === 0 ? <p className="text-sm text-slate-600">{t('request.noDays')}</p> : null}
              <div className="flex flex-wrap gap-2">
                {days.slice(0, 14).map((d) => {
                  const on = dates.includes(d.date);
                  return (
                    <button
                      key={d.date}
                      type="button"
                      aria-pressed={on}
                      onClick={() => setDates(on ? dates.filter((x) => x !== d.date) : [...dates, d.date])}
                      className={`rounded-xl px-3 py-2 text-sm font-semibold ring-1 ${on ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-800 ring-slate-300'}`}
                    >
                      {formatDate(d.times[0], { weekday: 'short', day: 'numeric', month: 'short' })}
                    </button>
                  );
                })}
              </div>
            </fieldset>
            <SelectField label={t('request.time')} value={time} onChange={(e) => setTime(e.target.value)}>
              <option value="">{t('request.anyTime')}</option>
              {times.map((label) => (
                <option key={label} value={label}>
                  {label}
                </option>
              ))}
            </SelectField>
            <div>
              <label htmlFor={`${id}-note`} className="mb-1.5 block text-sm font-semibold text-slate-800">
                {t('request.note')}
              </label>
              <textarea
                id={`${id}-note`}
                value={note}
                maxLength={1000}
                rows={3}
                onChange={(e) => setNote(e.target.value)}
                className="block w-full rounded-xl border border-slate-300 p-3 text-base outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15"
              />
            </div>
            <TextField
              label={t('request.phone')}
              type="tel"
              dir="ltr"
              autoComplete="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
            {invalid ? <Alert tone="error">{invalid}</Alert> : null}
            {request.isError ? <Alert tone="error">{errorText(request.error)}</Alert> : null}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary">{t('actions.back')}</Button>
              </Dialog.Close>
              <Button type="submit" pending={request.isPending}>
                {t('request.send')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
