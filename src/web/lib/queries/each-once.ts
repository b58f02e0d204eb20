/**
 * The rows of a "Show more" list's pages, each once. The pages are read by offset, so a row written while the
 * list is read (a newer section) moves the later pages down by one, and the last row of a page comes back at the
 * top of the next.
 */
export function eachOnce<T extends { id: number }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<number>();
  const rows: T[] = [];
  for (const page of pages)
    for (const row of page)
      if (!seen.has(row.id)) {
        seen.add(row.id);
        rows.push(row);
      }
  return rows;
}
