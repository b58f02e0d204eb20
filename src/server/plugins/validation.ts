import type { z } from 'zod';
import { badRequest } from '../errors';
import { assertNoNul } from './hardening';

/**
 * Validates a value the route schema could not (a JSON part of a multipart request), with the same
 * `"<field>: <reason>"` message as schema validation.
 */
export function parseOrBadRequest<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  assertNoNul(value, 'body');
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  throw badRequest(`${field}: ${issue?.message ?? 'Invalid value'}`);
}
