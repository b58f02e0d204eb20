import type { StructureTree } from '../../../../contract/structure';

export interface MaterialRow {
  id: number;
  name: string;
  /** Level › year › speciality, as the catalogue names them. */
  path: string[];
  price: number;
}

/** Every material of the catalogue, in tree order, with the names of the nodes above it. */
export function materialRows(tree: StructureTree): MaterialRow[] {
  const rows: MaterialRow[] = [];
  for (const level of tree.levels) {
    for (const year of level.years) {
      for (const material of year.materials) {
        rows.push({
          id: material.id,
          name: material.name,
          path: [level.name, year.name],
          price: material.price,
        });
      }
      for (const speciality of year.specialities) {
        for (const material of speciality.materials) {
          rows.push({
            id: material.id,
            name: material.name,
            path: [level.name, year.name, speciality.name],
            price: material.price,
          });
        }
      }
    }
  }
  return rows;
}

/** Rows whose name or path contains every word typed, ignoring case. */
export function filterMaterialRows(rows: readonly MaterialRow[], search: string): MaterialRow[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = [row.name, ...row.path].join(' ').toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
