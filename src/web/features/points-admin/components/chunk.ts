/** Splits a list into consecutive groups of `size` (the last one may be shorter). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += Math.max(1, size)) {
    groups.push(items.slice(start, start + Math.max(1, size)));
  }
  return groups;
}
