/** PostgreSQL error code of the first cause that has one (Drizzle wraps driver errors). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'string') {
      if (/^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    }
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
/** A foreign key refused the write: 23503 (NO ACTION) or 23001 (ON DELETE RESTRICT). */
export const isForeignKeyViolation = (error: unknown) =>
  ['23503', '23001'].includes(pgErrorCode(error) ?? '');
