import { describe, expect, it } from 'vitest';
import { progressOf } from './upload-with-progress';

describe('progressOf', () => {
  it('gives whole percentages, never above 100, and 0 when the total is unknown', () => {
    expect(progressOf(0, 200)).toEqual({ loaded: 0, total: 200, percent: 0 });
    expect(progressOf(199, 200).percent).toBe(99);
    expect(progressOf(200, 200).percent).toBe(100);
    expect(progressOf(300, 200).percent).toBe(100);
    expect(progressOf(10, 0).percent).toBe(0);
  });
});
