import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { genericValidation } from '../lib/error-message';
import ar from './ar/errors.json';
import en from './en/errors.json';
import fr from './fr/errors.json';

/**
 * Every message the contract's request bodies give for what a person can type has a translation (or is zod's
 * own wording, turned into a generic sentence), so a form that checks itself with them, or shows the server's
 * refusal, never shows raw validation text.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../contract/*.ts', { eager: true });

/** What a person can put in a form field: nothing, blanks, a word, what a number field parses, too much. */
const probes: unknown[] = [undefined, '', '   ', 'x', NaN, -1, 0, 1.5, 1e12, 'x'.repeat(20_000), []];

function messagesOf(schema: z.ZodObject): Set<string> {
  const found = new Set<string>();
  const collect = (result: z.ZodSafeParseResult<unknown>, key?: string) => {
    if (result.success) return;
    for (const issue of result.error.issues) {
      if (key === undefined || issue.path[0] === key) found.add(issue.message);
    }
  };
  collect(schema.safeParse({}));
  for (const key of Object.keys(schema.shape)) {
    for (const value of probes) collect(schema.safeParse({ [key]: value }), key);
  }
  return found;
}

const messages = new Map<string, string>();
for (const [file, exports] of Object.entries(modules)) {
  for (const [name, value] of Object.entries(exports)) {
    // Request bodies: what forms send. Query strings are built by the app's code, not typed by people.
    if (value instanceof z.ZodObject && /Body$/.test(name)) {
      for (const message of messagesOf(value)) messages.set(message, `${file}#${name}`);
    }
  }
}

describe('the contract’s validation messages', () => {
  it('are many enough to mean something', () => {
    expect(messages.size).toBeGreaterThan(20);
  });

  it.each([
    ['ar', ar],
    ['fr', fr],
    ['en', en],
  ] as const)('are all translated in %s', (_, translations) => {
    // Either a sentence of its own, or zod's wording, which the app turns into a generic sentence.
    const missing = [...messages]
      .filter(([message]) => !(message in translations) && genericValidation(message) === null)
      .map(([message, from]) => `${from}: ${message}`);
    expect(missing).toEqual([]);
  });
});
