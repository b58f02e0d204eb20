/** What `{ ...base, ...fields }` gives: the base's fields, those of `fields` written over them. */
export type Extended<A, B> = Omit<A, keyof B> & B;

/**
 * `{ ...base, ...fields }` (or `{ ...base, key: value }`) without the object literal. On Node 20 (V8 11.3), a
 * literal that begins with a spread and goes on with another key or spread gives every object it makes a hidden
 * class of its own: ten times slower to build than `Object.assign` and each class left in the old generation
 * until the next full collection, which made the scavenges of a list's every request several times longer and
 * left the response check's inline caches facing a new shape on every row (docs/decisions/
 * 134-no-spread-then-key-in-the-server.md). `Object.assign` into a new plain object shares one class per shape.
 * The objects given are the server's own (rows, answers, options), never a request's raw JSON: `Object.assign`
 * sets keys where a spread defines them, which differs only for a `__proto__` key.
 */
export function extend<A extends object, B extends object>(base: A, fields: B): Extended<A, B>;
export function extend<A extends object, B extends object, C extends object>(
  base: A,
  fields: B,
  more: C,
): Extended<Extended<A, B>, C>;
export function extend(base: object, ...fields: object[]): object {
  return Object.assign({}, base, ...fields);
}
