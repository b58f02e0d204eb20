import type { FastifySerializerCompiler } from 'fastify/types/schema';
import {
  ResponseSerializationError,
  serializerCompiler as encodingSerializerCompiler,
} from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

/**
 * The kinds of zod schema that read the same in both directions: checking a value against them forward
 * (`safeParse`) gives what encoding it (`safeEncode`) gives — the same accepted values, the same output, unknown
 * keys stripped alike. Anything else (`pipe`, hence codecs and `preprocess`; `transform`; `default`, `prefault`
 * and `catch`, which fill or replace a value only forward; kinds added by later zod versions) makes a schema
 * direction-sensitive.
 */
const LEAF_KINDS = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'void',
  'never',
  'any',
  'unknown',
  'date',
  'enum',
  'literal',
  'template_literal',
  'nan',
  'custom',
]);

interface Def {
  type: string;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  items?: $ZodType[];
  rest?: $ZodType | null;
  keyType?: $ZodType;
  valueType?: $ZodType;
  options?: $ZodType[];
  left?: $ZodType;
  right?: $ZodType;
  innerType?: $ZodType;
  getter?: () => $ZodType;
}

/** Whether `schema`, and everything inside it, is of a kind that reads the same forward and backward. */
export function readsTheSameBothWays(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true; // a recursive schema, already being checked
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  const all = (schemas: ($ZodType | null | undefined)[]) =>
    schemas.every((s) => !s || readsTheSameBothWays(s, seen));
  switch (def.type) {
    case 'object':
      return all([...Object.values(def.shape ?? {}), def.catchall]);
    case 'array':
    case 'set':
      return all([def.element, def.valueType]);
    case 'tuple':
      return all([...(def.items ?? []), def.rest]);
    case 'record':
    case 'map':
      return all([def.keyType, def.valueType]);
    case 'union':
      return all(def.options ?? []);
    case 'intersection':
      return all([def.left, def.right]);
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
      return all([def.innerType]);
    case 'lazy':
      return all([def.getter?.()]);
    default:
      return LEAF_KINDS.has(def.type);
  }
}

/**
 * The responses' serializer: fastify-type-provider-zod's (every answer checked against the route's response
 * schema, unknown keys dropped, then `JSON.stringify`), with one change of path. The library checks by
 * *encoding* (`safeEncode`), which zod 4 runs as two passes at every schema with checks (a first pass without
 * them, then one with them) and without its compiled object parser: 27 µs for a page of ten course summaries
 * against 6 µs for the forward check, about a tenth of a signed-in list's cost on the server
 * (docs/performance.md, "Responses checked forward"). For a schema that reads the same both ways
 * (`readsTheSameBothWays`) the forward check is the same check, so it is used; any other schema (a codec, a
 * default, a transform) keeps the library's encoding path. A failure is the library's
 * `ResponseSerializationError` either way (a 500, plugins/errors.ts).
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema, method, url } = route as { schema: unknown; method: string; url: string };
  if (!(schema instanceof $ZodType) || !readsTheSameBothWays(schema)) {
    return encodingSerializerCompiler(route as Parameters<typeof encodingSerializerCompiler>[0]);
  }
  return (data) => {
    const result = safeParse(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
