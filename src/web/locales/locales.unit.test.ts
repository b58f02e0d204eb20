import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/languages';

const folder = fileURLToPath(new URL('.', import.meta.url));

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * Plural forms differ by language (Arabic has zero, one, two, few, many and other; English one and other), so
 * keys are compared without their plural suffix.
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const withoutPlurals = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL, '')))].sort();

function read(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(join(folder, language, `${namespace}.json`), 'utf8'));
}

const namespaces = readdirSync(join(folder, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

describe('translations', () => {
  it('exist for every language in every namespace', () => {
    for (const language of LANGUAGES) {
      const files = readdirSync(join(folder, language)).filter((file) => file.endsWith('.json'));
      expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...namespaces].sort());
    }
  });

  it.each(namespaces)('%s has the same keys in Arabic, French and English', (namespace) => {
    const english = withoutPlurals(keysOf(read('en', namespace)));
    for (const language of LANGUAGES) {
      expect(withoutPlurals(keysOf(read(language, namespace))), `${language}/${namespace}`).toEqual(english);
    }
  });

  it.each(namespaces)('%s has no empty strings and keeps every {{placeholder}}', (namespace) => {
    const english = read('en', namespace);
    for (const language of LANGUAGES) {
      const translated = read(language, namespace);
      for (const key of keysOf(english)) {
        const pick = (tree: unknown) =>
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        const text = pick(translated);
        expect(typeof text, `${language}/${namespace}:${key}`).toBe('string');
        expect((text as string).trim(), `${language}/${namespace}:${key}`).not.toBe('');
        // A plural form may say its number in words ("one point"), so it need not repeat {{count}}.
        const placeholders = (value: string) =>
          (value.match(/\{\{\w+\}\}/g) ?? []).filter((p) => !(PLURAL.test(key) && p === '{{count}}')).sort();
        expect(placeholders(text as string), `${language}/${namespace}:${key}`).toEqual(
          placeholders(pick(english) as string),
        );
      }
    }
  });

  it.each(namespaces)('%s gives Arabic every plural form an English plural has', (namespace) => {
    const english = keysOf(read('en', namespace)).filter((key) => key.endsWith('_other'));
    const arabic = new Set(keysOf(read('ar', namespace)));
    for (const key of english) {
      const base = key.replace(PLURAL, '');
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other'])
        expect(arabic.has(`${base}_${form}`), `ar/${namespace}:${base}_${form}`).toBe(true);
    }
  });
});
