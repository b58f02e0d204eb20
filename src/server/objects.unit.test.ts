import { describe, expect, it } from 'vitest';
import { extend } from './objects';
import { oneHiddenClass } from './test/hidden-class';

describe('extend', () => {
  it('gives what a spread gives: the base, then the fields written over it, the base untouched', () => {
    const base = { id: 1, title: 'Cours', price: 100 };
    expect(extend(base, { price: 80, purchased: true })).toEqual({
      id: 1,
      title: 'Cours',
      price: 80,
      purchased: true,
    });
    expect(extend(base, { price: 80 }, { price: 60, held: false })).toEqual({
      id: 1,
      title: 'Cours',
      price: 60,
      held: false,
    });
    expect(Object.keys(extend(base, { extra: 1 }))).toEqual(['id', 'title', 'price', 'extra']);
    expect(base).toEqual({ id: 1, title: 'Cours', price: 100 });
  });

  it('gives every object made from bases of one shape the same hidden class', () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ id: i, title: `Cours ${i}`, cover_url: null }));
    expect(
      oneHiddenClass((i) => extend(rows[i % 10]!, { purchased_at: `2026-11-${i}`, price_paid: i })),
    ).toBe(true);
    expect(oneHiddenClass((i) => extend(rows[i % 10]!, { page: i }, { cursorAt: 'x', cursorId: i }))).toBe(
      true,
    );
  });

  it('the probe tells objects of different shapes apart', () => {
    expect(oneHiddenClass((i) => (i % 2 ? { a: i } : { b: i }))).toBe(false);
  });
});
