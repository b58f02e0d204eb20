import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './language';

describe('chooseLanguage', () => {
  it('answers in Arabic when the caller names no language', () => {
    expect(chooseLanguage(undefined, undefined)).toBe('ar');
    expect(chooseLanguage(null, '')).toBe('ar');
  });

  it('takes ?lang= before Accept-Language, and ignores a ?lang= the platform does not speak', () => {
    expect(chooseLanguage('fr', 'en')).toBe('fr');
    expect(chooseLanguage('EN', 'fr')).toBe('en');
    expect(chooseLanguage('de', 'en')).toBe('en');
    expect(chooseLanguage('', 'fr')).toBe('fr');
  });

  it('reads region tags and case: fr-DZ is French', () => {
    expect(chooseLanguage(undefined, 'fr-DZ')).toBe('fr');
    expect(chooseLanguage(undefined, 'EN-gb')).toBe('en');
  });

  it('picks the highest q-value among the languages it speaks, the first on a tie', () => {
    expect(chooseLanguage(undefined, 'en;q=0.5, fr;q=0.8')).toBe('fr');
    expect(chooseLanguage(undefined, 'de, en;q=0.9, fr;q=0.7')).toBe('en');
    expect(chooseLanguage(undefined, 'fr, en')).toBe('fr');
    expect(chooseLanguage(undefined, 'en;q=0.5, ar;q=0.5')).toBe('en');
  });

  it('skips q=0 and broken q-values, and falls back to Arabic when nothing is left', () => {
    expect(chooseLanguage(undefined, 'fr;q=0, en;q=0.1')).toBe('en');
    expect(chooseLanguage(undefined, 'fr;q=abc')).toBe('ar');
    expect(chooseLanguage(undefined, 'de, es;q=0.8, *;q=0.1')).toBe('ar');
  });
});
