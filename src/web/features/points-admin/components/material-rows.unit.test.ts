import { describe, expect, it } from 'vitest';
import type { StructureTree } from '../../../../contract/structure';
import { filterMaterialRows, materialRows } from './material-rows';

const tree: StructureTree = {
  levels: [
    {
      id: 1,
      name: 'Secondaire',
      years: [
        {
          id: 10,
          name: '3e année',
          levelId: 1,
          materials: [{ id: 100, name: 'Philosophie', specialityId: null, yearId: 10, price: 900 }],
          specialities: [
            {
              id: 20,
              name: 'Sciences expérimentales',
              yearId: 10,
              materials: [{ id: 101, name: 'Mathématiques', specialityId: 20, yearId: 10, price: 1500 }],
            },
          ],
        },
      ],
    },
  ],
  languages: [],
};

describe('material rows', () => {
  it('lists every material with the names above it', () => {
    expect(materialRows(tree)).toEqual([
      { id: 100, name: 'Philosophie', path: ['Secondaire', '3e année'], price: 900 },
      {
        id: 101,
        name: 'Mathématiques',
        path: ['Secondaire', '3e année', 'Sciences expérimentales'],
        price: 1500,
      },
    ]);
  });

  it('finds rows by every typed word in the name or the path, ignoring case', () => {
    const rows = materialRows(tree);
    expect(filterMaterialRows(rows, '').map((row) => row.id)).toEqual([100, 101]);
    expect(filterMaterialRows(rows, 'MATH').map((row) => row.id)).toEqual([101]);
    expect(filterMaterialRows(rows, 'sciences 3e').map((row) => row.id)).toEqual([101]);
    expect(filterMaterialRows(rows, 'secondaire philo').map((row) => row.id)).toEqual([100]);
    expect(filterMaterialRows(rows, 'chimie')).toEqual([]);
  });
});
