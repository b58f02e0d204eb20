/**
 * A LIKE / ILIKE pattern matching `text` anywhere, its `%`, `_` and `\` taken literally (PostgreSQL's default
 * escape character is the backslash), for every search box that looks for a fragment.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
