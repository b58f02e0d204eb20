import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '../modules/users/service';
import { buildUser, createTestApp, type TestApp, type TestUser } from './helper';

/**
 * Schemathesis-style fuzzing: every route of the OpenAPI document (generated from the zod contract) gets
 * generated inputs, valid and invalid, as an anonymous visitor, a student and an admin. Any 5xx, any answer
 * slower than 15 s (a hang, not a slow answer: CI runs this suite at a lower priority beside the browser
 * tests), or any error logged (level ≥ 50, checked after each test by setup-file.ts) fails it.
 * `npm run fuzz -- --runs 10000` runs longer; CI runs FUZZ_RUNS per route (default below).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const HANG_MS = 15_000;

interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Values that broke, or could break, a server: past int4, loose number forms, NUL, odd dates, wrong types. */
const hostile = fc.constantFrom<unknown>(
  2 ** 31,
  2 ** 53,
  -1,
  0,
  1.5,
  '1e400',
  ' 1',
  '+1',
  '0x10',
  '9'.repeat(40),
  '',
  'a\u0000b',
  '\u0000',
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  "'; drop table users; --",
  '../../etc/passwd',
  '=HYPERLINK("x")',
  'ا'.repeat(300),
  null,
  true,
  [],
  {},
  [1, 2],
  { a: { b: 1 } },
);
const junk: fc.Arbitrary<unknown> = fc.oneof(
  hostile,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

/** A generator of values a JSON schema describes, with some hostile ones mixed in at every level. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return junk;
  const valid = validFromSchema(schema, depth);
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: junk });
}

function validFromSchema(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const nullable = (a: fc.Arbitrary<unknown>) => (schema.nullable ? fc.option(a, { nil: null }) : a);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return nullable(fc.constantFrom(...schema.enum));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return nullable(fc.oneof(...alternatives.map((s) => fromSchema(s, depth + 1))));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer': {
      const min = Math.max(schema.minimum ?? -1000, -1_000_000_000);
      const max = Math.min(schema.maximum ?? 1000, 1_000_000_000);
      // Small ids hit the rows the fixture made; the rest wander.
      return nullable(
        fc.oneof(
          fc.integer({ min: Math.max(min, 1), max: Math.max(Math.min(max, 8), min) }),
          fc.integer({ min, max }),
        ),
      );
    }
    case 'number':
      return nullable(fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true }));
    case 'boolean':
      return nullable(fc.boolean());
    case 'string': {
      if (schema.pattern) {
        try {
          return nullable(fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, 300)));
        } catch {
          // fall through to plain strings
        }
      }
      if (schema.format === 'email') return nullable(fc.emailAddress());
      if (schema.format === 'date')
        return nullable(fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
      return nullable(
        fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 60) }),
      );
    }
    case 'array':
      return nullable(
        fc.array(fromSchema(schema.items, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, 4),
        }),
      );
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(props)) model[key] = fromSchema(value, depth + 1);
      return nullable(fc.record(model, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) }));
    }
    default:
      return junk;
  }
}

let t: TestApp;
let student: TestUser;
let admin: TestUser;
let operations: { method: string; path: string; op: Operation }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  [student, admin] = await Promise.all([buildUser(t, 'student'), buildUser(t, 'admin')]);
  const prof = await buildUser(t, 'professor');
  // A little of everything, so that small generated ids reach real rows.
  const post = async (url: string, payload: object, token = admin.token) =>
    (await t.request({ method: 'POST', url, payload, token })).json();
  const level = await post('/api/levels', { name: 'L' });
  const year = await post('/api/years', { name: 'Y', levelId: level.id });
  const material = await post('/api/materials', { name: 'M', yearId: year.id, price: 10 });
  const lang = await post('/api/languages', { name: 'Français', code: 'fr' });
  await post('/api/language-levels', { name: 'B1', language_id: lang.id });
  await post('/api/points/packages', { name: 'P', points: 100, price: 100 });
  const course = await post(
    '/api/courses',
    {
      title: 'C',
      sections: [{ title: 'S', blocks: [{ type: 'text', content: 'x' }] }],
      material_id: material.id,
    },
    prof.token,
  );
  await t.request({ method: 'PUT', url: `/api/courses/${course.id}/approve`, token: admin.token });
  await t.request({
    method: 'PUT',
    url: '/api/points/balance',
    token: admin.token,
    payload: { user_id: student.user.id, points: 1000 },
  });
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api') && !path.startsWith('/api/docs'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
});
afterAll(async () => {
  await t.close();
});

/** A current token for a fuzzed user: a fuzzed sign-out or password change must not blind the rest of the run. */
async function tokenOf(who: 'anonymous' | 'student' | 'admin'): Promise<string | undefined> {
  if (who === 'anonymous') return undefined;
  const row = await findUserById(t.ctx.db, (who === 'student' ? student : admin).user.id);
  return row ? t.ctx.tokens.sign(row) : undefined;
}

function requestArbitrary(path: string, op: Operation) {
  const params = op.parameters ?? [];
  const pathParams = Object.fromEntries(
    params.filter((p) => p.in === 'path').map((p) => [p.name, fromSchema(p.schema)]),
  );
  const query = Object.fromEntries(
    params.filter((p) => p.in === 'query').map((p) => [p.name, fromSchema(p.schema)]),
  );
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  return fc.record({
    who: fc.constantFrom('anonymous' as const, 'student' as const, 'admin' as const),
    path: fc.record(pathParams),
    query: fc.record(query, { requiredKeys: [] }),
    body: bodySchema ? fromSchema(bodySchema) : fc.option(junk, { nil: undefined }),
    raw: fc.boolean(),
  });
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

describe('fuzzing every route from the OpenAPI document', () => {
  it('found the routes', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it(
    'answers every generated request without a 5xx, a hang or a logged error',
    async () => {
      const failures: string[] = [];
      for (const { method, path, op } of operations) {
        await fc
          .assert(
            fc.asyncProperty(requestArbitrary(path, op), async (input) => {
              const url =
                path.replace(/\{(\w+)\}/g, (_, name: string) =>
                  encodeURIComponent(asText(input.path[name])),
                ) +
                (Object.keys(input.query).length
                  ? `?${new URLSearchParams(
                      Object.entries(input.query)
                        .filter(([, v]) => v !== undefined)
                        .map(([k, v]) => [k, asText(v)]),
                    )}`
                  : '');
              const send = t.request({
                method: method as 'GET',
                url,
                token: await tokenOf(input.who),
                ...(input.body !== undefined && method !== 'GET' && method !== 'DELETE'
                  ? input.raw && typeof input.body === 'string'
                    ? { payload: input.body, headers: { 'content-type': 'application/json' } }
                    : { payload: JSON.stringify(input.body), headers: { 'content-type': 'application/json' } }
                  : {}),
              });
              let timer: NodeJS.Timeout | undefined;
              const res = await Promise.race([
                send,
                new Promise<'hang'>((resolve) => {
                  timer = setTimeout(() => resolve('hang'), HANG_MS);
                }),
              ]).finally(() => clearTimeout(timer));
              if (res === 'hang')
                throw new Error(`${method} ${url} as ${input.who}: no answer in ${HANG_MS} ms`);
              if (res.statusCode >= 500) {
                throw new Error(
                  `${method} ${url} as ${input.who}: ${res.statusCode} ${res.body.slice(0, 200)}`,
                );
              }
            }),
            { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) },
          )
          .catch((error: Error) =>
            failures.push(`${method} ${path}: ${error.message.split('\n').slice(0, 4).join(' | ')}`),
          );
      }
      expect(failures).toEqual([]);
    },
    600_000 * Math.max(1, RUNS / 100),
  );
});
