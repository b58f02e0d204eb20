import { describe, expect, it } from 'vitest';
import { redeemBody } from '../../contract/points';
import { groupCode, isCompleteCode, normaliseCode } from './redeem-code';

describe('redeem codes', () => {
  it('accepts lowercase, spaces and the printed dashes', () => {
    expect(normaliseCode('  abcd-efgh jkmn-pqrs ')).toBe('ABCDEFGHJKMNPQRS');
    expect(normaliseCode('ABCD\tEFGH\nJKMN PQRS')).toBe('ABCDEFGHJKMNPQRS');
    expect(isCompleteCode('abcd-efgh-jkmn-pqrs')).toBe(true);
    expect(isCompleteCode('abcd-efgh-jkmn')).toBe(false);
  });

  it('normalises exactly as the server does', () => {
    for (const typed of ['abcd-efgh-jkmn-pqrs', ' ABCD EFGH JKMN PQRS ', 'AbCdEfGhJkMnPqRs']) {
      const parsed = redeemBody.parse({ code: typed });
      expect(normaliseCode(typed)).toBe(parsed.code);
    }
  });

  it('groups codes by four for reading', () => {
    expect(groupCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(groupCode('abcd efgh', ' ')).toBe('ABCD EFGH');
    expect(groupCode('')).toBe('');
  });
});
