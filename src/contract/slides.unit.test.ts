import { describe, expect, it } from 'vitest';
import { localizedInput } from './localized-text';
import { slideStatus } from './slides';

describe('a text in one to three languages', () => {
  const title = localizedInput(10);

  it('fills the empty languages from the first written: Arabic, then French, then English', () => {
    expect(title.parse({ fr: ' Bac ' })).toEqual({ ar: 'Bac', fr: 'Bac', en: 'Bac' });
    expect(title.parse({ en: 'Exam', fr: 'Examen' })).toEqual({ ar: 'Examen', fr: 'Examen', en: 'Exam' });
    expect(title.parse({ ar: 'بكالوريا', en: '' })).toEqual({
      ar: 'بكالوريا',
      fr: 'بكالوريا',
      en: 'بكالوريا',
    });
  });

  it('needs one language when required, none otherwise, and limits each', () => {
    expect(title.safeParse({ ar: '  ' }).error?.issues[0]?.message).toBe('Write it in at least one language');
    expect(localizedInput(10, { required: false }).parse({})).toEqual({ ar: '', fr: '', en: '' });
    expect(title.safeParse({ fr: 'x'.repeat(11) }).error?.issues[0]?.message).toBe('At most 10 characters');
  });
});

describe('where a slide stands', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

  it('is inactive, expired (at its end), scheduled (before its start) or live', () => {
    expect(slideStatus({ is_active: false, start_date: null, end_date: null }, now)).toBe('inactive');
    expect(slideStatus({ is_active: true, start_date: null, end_date: at(0) }, now)).toBe('expired');
    expect(slideStatus({ is_active: true, start_date: at(1), end_date: null }, now)).toBe('scheduled');
    expect(slideStatus({ is_active: true, start_date: at(0), end_date: at(1) }, now)).toBe('live');
    expect(slideStatus({ is_active: true, start_date: null, end_date: null }, now)).toBe('live');
  });
});
