import {
  isResponseSerializationError,
  serializerCompiler as libraryCompiler,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { course } from '../../contract/courses';
import { myCourses } from '../../contract/points';
import { readsTheSameBothWays, serializerCompiler } from './serializer';

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (data: unknown) => string;
const compileWithLibrary = (schema: z.ZodType) =>
  libraryCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' } as never) as (
    data: unknown,
  ) => string;

type Tree = { name: string; children: Tree[] };
const tree: z.ZodType<Tree> = z.object({ name: z.string(), children: z.lazy(() => z.array(tree)) });

describe('readsTheSameBothWays', () => {
  it('holds for the contract’s lists and pages, checks and nesting included', () => {
    expect(readsTheSameBothWays(myCourses)).toBe(true);
    expect(readsTheSameBothWays(course)).toBe(true);
    expect(
      readsTheSameBothWays(
        z.object({
          id: z.number().int().positive(),
          kind: z.enum(['a', 'b']).nullable(),
          tags: z.array(z.string().min(1)).optional(),
          either: z.union([z.literal(1), z.object({ at: z.date() })]),
          map: z.record(z.string(), z.number()),
          pair: z.tuple([z.string(), z.boolean()]),
        }),
      ),
    ).toBe(true);
    expect(readsTheSameBothWays(tree)).toBe(true);
  });

  it('fails for a schema that fills, replaces or converts a value in one direction only, however deep', () => {
    const iso = z.codec(z.iso.datetime(), z.date(), {
      decode: (s) => new Date(s),
      encode: (d) => d.toISOString(),
    });
    for (const inner of [
      iso,
      z.number().default(0),
      z.number().prefault(0),
      z.number().catch(0),
      z.string().transform((s) => s.length),
      z.preprocess((v) => v, z.string()),
      z.string().pipe(z.string()),
    ]) {
      expect(readsTheSameBothWays(inner)).toBe(false);
      expect(readsTheSameBothWays(z.object({ page: z.array(z.object({ deep: inner.optional() })) }))).toBe(
        false,
      );
    }
  });
});

describe('serializerCompiler', () => {
  const page = z.object({ items: z.array(z.object({ id: z.number().int(), title: z.string().min(1) })) });

  it('writes what the library’s encoding serializer writes, unknown keys dropped', () => {
    const data = { items: [{ id: 1, title: 'Cours', passwordHash: 'secret' }], internal: true };
    expect(compile(page)(data)).toBe('{"items":[{"id":1,"title":"Cours"}]}');
    expect(compile(page)(data)).toBe(compileWithLibrary(page)(data));
  });

  it('refuses an answer its schema rejects, as the library does (a 500, never the bad value)', () => {
    for (const bad of [
      { items: [{ id: 1.5, title: 'x' }] },
      { items: [{ id: 1, title: '' }] },
      { items: null },
    ]) {
      let thrown: unknown;
      try {
        compile(page)(bad);
      } catch (error) {
        thrown = error;
      }
      expect(isResponseSerializationError(thrown)).toBe(true);
    }
  });

  it('keeps the encoding path for a schema with a codec: the date goes out as its ISO text', () => {
    const at = new Date('2026-11-24T08:00:00.000Z');
    const schema = z.object({
      at: z.codec(z.iso.datetime(), z.date(), {
        decode: (s) => new Date(s),
        encode: (d) => d.toISOString(),
      }),
    });
    expect(compile(schema)({ at })).toBe('{"at":"2026-11-24T08:00:00.000Z"}');
  });
});
