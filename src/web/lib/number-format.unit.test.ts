import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDzd,
  formatPercent,
  formatPoints,
  formatSignedPoints,
  formatTenths,
} from './number-format';

/** Intl may use narrow or ordinary no-break spaces and bidi marks; compare what a reader sees. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

describe('amounts', () => {
  it('groups points as whole numbers in each language', () => {
    expect(plain(formatPoints(12500, 'en'))).toBe('12,500');
    expect(plain(formatPoints(12500, 'fr'))).toBe('12 500');
    expect(plain(formatPoints(12500, 'ar'))).toMatch(/^12.500$/);
    expect(plain(formatPoints(999.6, 'en'))).toBe('1,000');
    expect(plain(formatPoints(0, 'en'))).toBe('0');
  });

  it('signs ledger amounts: credits plus, debits minus, zero bare', () => {
    expect(plain(formatSignedPoints(1000, 'en'))).toBe('+1,000');
    expect(plain(formatSignedPoints(-450, 'en'))).toBe('-450');
    expect(plain(formatSignedPoints(0, 'en'))).toBe('0');
    expect(plain(formatSignedPoints(-2000, 'fr'))).toMatch(/^-2 000$/);
  });

  it('shows dinars as currency without cents', () => {
    expect(plain(formatDzd(1500, 'en'))).toBe('DZD 1,500');
    expect(plain(formatDzd(1500, 'fr'))).toBe('1 500 DA');
    const arabic = plain(formatDzd(1500, 'ar'));
    expect(arabic).toContain('1.500');
    expect(arabic).toContain('د.ج');
    expect(plain(formatDzd(0, 'en'))).toBe('DZD 0');
  });

  it('shows whole percentages', () => {
    expect(plain(formatPercent(70, 'en'))).toBe('70%');
    expect(plain(formatPercent(70, 'fr'))).toBe('70 %');
  });

  it('writes counts and ratings in the interface language, whatever the browser', () => {
    expect(plain(formatCount(1250, 'fr'))).toBe('1 250');
    expect(plain(formatCount(3, 'ar'))).toBe('3');
    expect(plain(formatTenths(4.5, 'en'))).toBe('4.5');
    expect(plain(formatTenths(4.5, 'fr'))).toBe('4,5');
    expect(plain(formatTenths(4, 'fr'))).toBe('4');
    expect(plain(formatTenths(4.25, 'en'))).toBe('4.3');
  });
});
