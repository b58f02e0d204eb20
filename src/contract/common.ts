import { z } from 'zod';
import { appLanguages } from './languages';

/** Every error the API returns has this shape (see docs/decisions/003-error-format.md). */
export const errorBody = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });

export { appLanguages, type AppLanguage } from './languages';
export const appLanguage = z.enum(appLanguages);

/** Ids are PostgreSQL `integer` columns: anything above this would fail in the database, not in validation. */
export const INT4_MAX = 2_147_483_647;

/** A whole number within bounds, from JSON or from text written in canonical digits only. */
export function wholeNumberInput(min: number, max: number) {
  const value = z.number().int().min(min).max(max);
  return z.union([
    value,
    // "1" only: " 1", "+1", "01", "1e0" and "0x1" are not ids, whatever Number() makes of them.
    z
      .string()
      .regex(/^(0|[1-9][0-9]{0,15})$/, { error: 'Expected a whole number' })
      .transform(Number)
      .pipe(value),
  ]);
}

/** An id as responses and JSON bodies carry it. */
export const id = z.number().int().min(1).max(INT4_MAX);
/** An id from a path, a query string, a form field or a JSON body. */
export const idInput = wholeNumberInput(1, INT4_MAX);

export const idParam = z.object({ id: idInput });

/** Query of every paginated list: page is 1-based. */
export const pageQuery = z.object({
  page: wholeNumberInput(1, 1_000_000).default(1),
  limit: wholeNumberInput(1, 100).default(10),
});

export const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

/**
 * Lists that also page by keyset (decision 122): `cursor` is one of the opaque `next_cursor`/`prev_cursor` of
 * the page before; with it, `page` is ignored (the cursor knows which page it leads to).
 */
export const cursorInput = z.string().optional();

export const keysetPagination = pagination.extend({
  /** Asks for the next page (`cursor=`); null on the last page, or when the list's order has no keyset. */
  next_cursor: z.string().nullable(),
  /** Asks for the previous page; null on the first page, or when the list's order has no keyset. */
  prev_cursor: z.string().nullable(),
});
export type KeysetPagination = z.infer<typeof keysetPagination>;
