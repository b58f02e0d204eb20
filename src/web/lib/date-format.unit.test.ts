import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './date-format';

const utc = { timeZone: 'UTC' } as const;
const march5 = '2026-03-05T14:30:00.000Z';

describe('formatDate', () => {
  it('formats through Intl in each interface language', () => {
    expect(formatDate(march5, 'en', { dateStyle: 'long', ...utc })).toBe('March 5, 2026');
    expect(formatDate(march5, 'fr', { dateStyle: 'long', ...utc })).toBe('5 mars 2026');
    expect(formatDate(march5, 'ar', { dateStyle: 'long', ...utc })).toBe('5 مارس 2026');
  });

  it('accepts Date objects and timestamps', () => {
    const date = new Date(march5);
    expect(formatDate(date, 'en', { dateStyle: 'long', ...utc })).toBe('March 5, 2026');
    expect(formatDate(date.getTime(), 'en', { dateStyle: 'long', ...utc })).toBe('March 5, 2026');
  });

  it("reads 'Date not set' for a missing value, in each language", () => {
    for (const missing of [null, undefined, '', '   ']) {
      expect(formatDate(missing, 'en')).toBe('Date not set');
    }
    expect(formatDate(null, 'fr')).toBe('Date non définie');
    expect(formatDate(null, 'ar')).toBe('التاريخ غير محدد');
  });

  it("reads 'Invalid date' for an unreadable value, in each language", () => {
    expect(formatDate('not a date', 'en')).toBe('Invalid date');
    expect(formatDate(Number.NaN, 'en')).toBe('Invalid date');
    expect(formatDate(new Date('nope'), 'fr')).toBe('Date invalide');
    expect(formatDate('2026-13-45', 'ar')).toBe('تاريخ غير صالح');
  });

  it('does not change the Date it is given', () => {
    const date = new Date(march5);
    formatDate(date, 'en');
    expect(date.toISOString()).toBe(march5);
  });
});

describe('formatTime', () => {
  it('formats an instant in each language', () => {
    expect(formatTime(march5, 'en', { timeStyle: 'short', ...utc })).toBe('2:30 PM');
    expect(formatTime(march5, 'ar', { timeStyle: 'short', ...utc })).toBe('2:30 م');
    expect(formatTime(march5, 'fr', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...utc })).toBe(
      '14:30',
    );
  });

  it('formats a time of day on its own', () => {
    expect(formatTime('09:05', 'en')).toBe('9:05 AM');
    expect(formatTime('21:15:00', 'en')).toBe('9:15 PM');
    expect(formatTime('18:00', 'fr', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).toBe('18:00');
  });

  it("reads 'Time not set' for a missing value, in each language", () => {
    expect(formatTime(undefined, 'en')).toBe('Time not set');
    expect(formatTime('', 'fr')).toBe('Heure non définie');
    expect(formatTime(null, 'ar')).toBe('الوقت غير محدد');
  });

  it("reads 'Invalid time' for an unreadable value, in each language", () => {
    expect(formatTime('25:00', 'en')).toBe('Invalid time');
    expect(formatTime('12:75', 'en')).toBe('Invalid time');
    expect(formatTime('soon', 'fr')).toBe('Heure invalide');
    expect(formatTime(new Date(Number.NaN), 'ar')).toBe('وقت غير صالح');
  });
});

describe('formatDateTime', () => {
  it('formats date and time together', () => {
    expect(formatDateTime(march5, 'en', { dateStyle: 'medium', timeStyle: 'short', ...utc })).toBe(
      'Mar 5, 2026, 2:30 PM',
    );
  });

  it('reads the date messages for missing and unreadable values', () => {
    expect(formatDateTime(null, 'en')).toBe('Date not set');
    expect(formatDateTime('garbage', 'fr')).toBe('Date invalide');
  });
});

describe('strict parsing', () => {
  it('accepts ISO dates with or without time and offset', () => {
    expect(formatDate('2026-03-05', 'en', { dateStyle: 'long', ...utc })).toBe('March 5, 2026');
    expect(formatDate('2026-03-05T23:30:00+01:00', 'en', { dateStyle: 'long', ...utc })).toBe(
      'March 5, 2026',
    );
    expect(formatDate('2026-03-05 14:30:00', 'en', { dateStyle: 'long' })).toBe('March 5, 2026');
  });

  it('refuses strings the engine would guess at', () => {
    expect(formatDate('1', 'en')).toBe('Invalid date');
    expect(formatDate('March', 'en')).toBe('Invalid date');
  });
});
