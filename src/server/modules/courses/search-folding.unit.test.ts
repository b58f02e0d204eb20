import { describe, expect, it } from 'vitest';
import {
  FOLD_DROP,
  FOLD_FROM,
  FOLD_TO,
  foldSearchText,
  matchesEveryWord,
  searchWords,
} from '../../../contract/search';
import { searchFoldingPairs } from '../../test/search-pairs';

describe('search folding', () => {
  it.each(searchFoldingPairs)('$rule: "$typed" and "$stored" fold alike', ({ typed, stored }) => {
    expect(foldSearchText(typed)).toBe(foldSearchText(stored));
  });

  it('keeps letters readers tell apart', () => {
    expect(foldSearchText('ذهب')).not.toBe(foldSearchText('دهب'));
    expect(foldSearchText('côte')).toBe('cote');
    expect(foldSearchText('الأسية')).toBe('الاسيه');
    expect(foldSearchText('  Œuvre\u00a0\tÉTÉ ')).toBe('oeuvre ete');
  });

  it('maps one character to one character, and drops none it also maps', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
    expect(new Set(FOLD_FROM).size).toBe([...FOLD_FROM].length);
    expect([...FOLD_DROP].filter((ch) => FOLD_FROM.includes(ch))).toEqual([]);
  });

  it('splits a query into distinct folded words', () => {
    expect(searchWords(' رياضيات  الثالثة ثانوي رياضيات ')).toEqual(['رياضيات', 'الثالثه', 'ثانوي']);
    expect(searchWords('   ')).toEqual([]);
  });

  it('matches every word in any order', () => {
    const path = 'التعليم الثانوي › السنة الثالثة ثانوي › علوم تجريبية الرياضيات';
    expect(matchesEveryWord(path, 'رياضيات الثالثة ثانوي')).toBe(true);
    expect(matchesEveryWord(path, 'ثانوي الثالثه الرياضيات')).toBe(true);
    expect(matchesEveryWord(path, 'رياضيات الثانية')).toBe(false);
    expect(matchesEveryWord(path, '')).toBe(true);
  });
});
