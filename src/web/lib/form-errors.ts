/** The first message of each invalid field of a zod result, keyed by field name (translated when shown). */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export function fieldErrorsOf<K extends string>(issues: readonly Issue[]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string') continue;
    const key = field as K;
    errors[key] ??= issue.message;
  }
  return errors;
}
