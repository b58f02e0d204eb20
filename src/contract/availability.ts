/**
 * A professor's weekly availability is written in the professor's own time zone ('HH:MM' on weekdays 0–6,
 * Sunday first). These pure functions are shared: the server refuses a schedule outside it, and the pages
 * offer only times inside it.
 */

export interface WeeklySlot {
  weekday: number;
  from: string;
  to: string;
}

const MINUTE = 60_000;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * One formatter per time zone: building an `Intl.DateTimeFormat` costs far more than using one, and a list of
 * teacher cards reads the clock a few hundred times.
 */
const clocks = new Map<string, Intl.DateTimeFormat>();
function clockOf(timeZone: string): Intl.DateTimeFormat {
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    clocks.set(timeZone, format);
  }
  return format;
}

/** The weekday, date and minute of the day of `at` on the wall clock of `timeZone`. */
export function wallClock(at: Date, timeZone: string) {
  const parts = clockOf(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return {
    weekday,
    date: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

const civilDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

/** The zone's offset at the instant its wall clock shows `date` at `minutes`, read from the clock (slow). */
function readOffset(date: string, minutes: number, timeZone: string): number {
  const naive = civilDay(date) + minutes * MINUTE;
  // The zone's offset at that moment, found by reading the clock there; twice, for days the offset changes.
  let guess = naive;
  for (let i = 0; i < 2; i += 1) {
    const seen = wallClock(new Date(guess), timeZone);
    guess += naive - (civilDay(seen.date) + seen.minutes * MINUTE);
  }
  return naive - guess;
}

/**
 * The offset of `timeZone` through one civil date when it is the same at its first and its last minute, null
 * on a day the clocks change. Kept per zone and date (time-zone rules do not change while the process runs),
 * so a list of teacher cards reads each zone's clock a few times a day of its window, not twice per offered
 * time (docs/performance.md, "The teachers' list").
 */
const steadyOffsets = new Map<string, number | null>();
const STEADY_OFFSETS_KEPT = 4_096;
function steadyOffset(date: string, timeZone: string): number | null {
  const key = `${timeZone} ${date}`;
  let offset = steadyOffsets.get(key);
  if (offset === undefined) {
    const first = readOffset(date, 0, timeZone);
    offset = readOffset(date, 24 * 60 - 1, timeZone) === first ? first : null;
    if (steadyOffsets.size >= STEADY_OFFSETS_KEPT) steadyOffsets.clear();
    steadyOffsets.set(key, offset);
  }
  return offset;
}

/** The instant at which the wall clock of `timeZone` shows `date` ('YYYY-MM-DD') at `minutes` past midnight. */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const offset = steadyOffset(date, timeZone) ?? readOffset(date, minutes, timeZone);
  return new Date(civilDay(date) + minutes * MINUTE - offset);
}

/** The civil date `days` after `date` ('YYYY-MM-DD'). */
function addDays(date: string, days: number): string {
  return new Date(civilDay(date) + days * 24 * 60 * MINUTE).toISOString().slice(0, 10);
}

/** Whether a session of `durationMinutes` starting at `start` fits inside one of the weekly slots. */
export function insideAvailability(
  start: Date,
  durationMinutes: number,
  slots: readonly WeeklySlot[],
  timeZone: string,
): boolean {
  const clock = wallClock(start, timeZone);
  const end = clock.minutes + durationMinutes;
  return slots.some(
    (s) => s.weekday === clock.weekday && minutesOf(s.from) <= clock.minutes && end <= minutesOf(s.to),
  );
}

/**
 * Starting times inside the availability from `from` on, for `days` days, each `durationMinutes` after the
 * previous within a slot, soonest first, skipping those that overlap `busy` intervals.
 */
export function candidateStarts(input: {
  slots: readonly WeeklySlot[];
  timeZone: string;
  durationMinutes: number;
  from: Date;
  days: number;
  limit: number;
  busy?: readonly { start: Date; minutes: number }[];
}): Date[] {
  const out: Date[] = [];
  const step = input.durationMinutes;
  // The professor's calendar from the day `from` falls on, one civil date after the other.
  const first = wallClock(input.from, input.timeZone);
  for (let day = 0; day <= input.days && out.length < input.limit; day += 1) {
    const date = addDays(first.date, day);
    const weekday = (first.weekday + day) % 7;
    const slots = input.slots
      .filter((s) => s.weekday === weekday)
      .sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
    for (const slot of slots) {
      for (let m = minutesOf(slot.from); m + step <= minutesOf(slot.to); m += step) {
        const start = zonedInstant(date, m, input.timeZone);
        if (start <= input.from) continue;
        const end = start.getTime() + step * MINUTE;
        const clash = (input.busy ?? []).some(
          (b) => start.getTime() < b.start.getTime() + b.minutes * MINUTE && b.start.getTime() < end,
        );
        if (clash) continue;
        out.push(start);
        if (out.length >= input.limit) return out;
      }
    }
  }
  return out;
}
