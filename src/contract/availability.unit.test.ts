import { describe, expect, it } from 'vitest';
import { candidateStarts, insideAvailability, wallClock, zonedInstant } from './availability';

const WEEKDAYS_AFTER_SCHOOL = [0, 1, 2, 3, 4].map((weekday) => ({ weekday, from: '16:00', to: '20:00' }));

describe('weekly availability on the professor’s clock', () => {
  it('reads the wall clock of a zone', () => {
    // Sunday 1 March 2026, 15:30 UTC is 16:30 in Algiers (UTC+1, no summer time).
    expect(wallClock(new Date('2026-03-01T15:30:00Z'), 'Africa/Algiers')).toEqual({
      weekday: 0,
      date: '2026-03-01',
      minutes: 16 * 60 + 30,
    });
  });

  it('finds the instant of a wall-clock time, also across a summer-time change', () => {
    expect(zonedInstant('2026-03-01', 16 * 60, 'Africa/Algiers').toISOString()).toBe(
      '2026-03-01T15:00:00.000Z',
    );
    // Paris moves to summer time on 29 March 2026: 10:00 is UTC+2 that day, UTC+1 the day before.
    expect(zonedInstant('2026-03-28', 600, 'Europe/Paris').toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(zonedInstant('2026-03-29', 600, 'Europe/Paris').toISOString()).toBe('2026-03-29T08:00:00.000Z');
  });

  it('accepts a session only when it starts and ends inside one slot of its weekday', () => {
    const inside = new Date('2026-03-01T15:00:00Z'); // Sunday 16:00 in Algiers
    expect(insideAvailability(inside, 60, WEEKDAYS_AFTER_SCHOOL, 'Africa/Algiers')).toBe(true);
    expect(insideAvailability(inside, 240, WEEKDAYS_AFTER_SCHOOL, 'Africa/Algiers')).toBe(true);
    expect(insideAvailability(inside, 241, WEEKDAYS_AFTER_SCHOOL, 'Africa/Algiers')).toBe(false);
    expect(
      insideAvailability(new Date('2026-03-01T14:30:00Z'), 60, WEEKDAYS_AFTER_SCHOOL, 'Africa/Algiers'),
    ).toBe(false);
    // Friday is not open.
    expect(
      insideAvailability(new Date('2026-03-06T15:00:00Z'), 60, WEEKDAYS_AFTER_SCHOOL, 'Africa/Algiers'),
    ).toBe(false);
  });

  it('offers the next starting times soonest first, a session apart, skipping busy ones', () => {
    const starts = candidateStarts({
      slots: WEEKDAYS_AFTER_SCHOOL,
      timeZone: 'Africa/Algiers',
      durationMinutes: 90,
      from: new Date('2026-03-01T00:00:00Z'),
      days: 7,
      limit: 4,
      busy: [{ start: new Date('2026-03-01T16:30:00Z'), minutes: 60 }],
    });
    // Sunday 16:00 (15:00 UTC) is free; 17:30 overlaps the busy hour; 19:00 + 90 minutes would end after 20:00.
    expect(starts.map((d) => d.toISOString())).toEqual([
      '2026-03-01T15:00:00.000Z',
      '2026-03-02T15:00:00.000Z',
      '2026-03-02T16:30:00.000Z',
      '2026-03-03T15:00:00.000Z',
    ]);
    for (const start of starts)
      expect(insideAvailability(start, 90, WEEKDAYS_AFTER_SCHOOL, 'Africa/Algiers')).toBe(true);
  });

  it('finds every wall-clock time of a year in zones with and without summer time; only change days differ', () => {
    const zones = [
      'Africa/Algiers',
      'Europe/Paris',
      'America/New_York',
      'America/Santiago', // changes at midnight
      'Australia/Lord_Howe', // a half-hour change
      'Africa/Casablanca', // changes around Ramadan
    ];
    // The zone's offset at an instant, from its wall clock there.
    const offsetAt = (at: number, zone: string) => {
      const seen = wallClock(new Date(at), zone);
      return Date.parse(`${seen.date}T00:00:00Z`) + seen.minutes * 60_000 - at;
    };
    let changeDays = 0;
    for (const zone of zones) {
      for (let day = 0; day < 365; day += 1) {
        const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
        const midnight = Date.parse(`${date}T00:00:00Z`);
        const changes =
          offsetAt(midnight - 14 * 3_600_000, zone) !== offsetAt(midnight + 38 * 3_600_000, zone);
        if (changes) changeDays += 1;
        for (const minutes of [0, 90, 150, 600, 1_439]) {
          const at = zonedInstant(date, minutes, zone);
          const shown = wallClock(at, zone);
          // A time the clock skips (a spring-forward gap) cannot be shown; it can only happen on a change day.
          if (!changes) expect({ zone, ...shown }).toMatchObject({ zone, date, minutes });
        }
      }
    }
    // Paris, New York, Santiago, Lord Howe and Casablanca change twice a year (Casablanca around Ramadan):
    // some days were checked the slow way, and every other day of the year round-trips.
    expect(changeDays).toBeGreaterThanOrEqual(10);
    expect(changeDays).toBeLessThan(60);
  });

  it('offers each day of the professor’s calendar once, also the night the clocks change', () => {
    const nightAndMorning = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
      { weekday, from: '00:00', to: '01:00' },
      { weekday, from: '10:00', to: '11:00' },
    ]);
    // Saturday 28 March 2026, 23:30 in Paris; summer time starts that night at 02:00.
    const starts = candidateStarts({
      slots: nightAndMorning,
      timeZone: 'Europe/Paris',
      durationMinutes: 60,
      from: new Date('2026-03-28T22:30:00Z'),
      days: 3,
      limit: 3,
    });
    expect(starts.map((d) => d.toISOString())).toEqual([
      '2026-03-28T23:00:00.000Z', // Sunday 29th 00:00, winter time
      '2026-03-29T08:00:00.000Z', // Sunday 29th 10:00, summer time
      '2026-03-29T22:00:00.000Z', // Monday 30th 00:00
    ]);
  });
});
