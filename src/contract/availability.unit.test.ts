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
});
