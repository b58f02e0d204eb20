import { describe, expect, it } from 'vitest';
import type { StructureTree } from '../../../../contract/structure';
import {
  addLanguageLevel,
  addMaterial,
  addYear,
  moveId,
  removeMaterial,
  removeSpeciality,
  setLanguageLevels,
  updateLanguageLevel,
  updateMaterial,
  updateSpeciality,
} from './structure-tree-updates';

const tree: StructureTree = {
  levels: [
    {
      id: 1,
      name: 'Secondaire',
      years: [
        {
          id: 10,
          name: '1AS',
          levelId: 1,
          specialities: [
            {
              id: 100,
              name: 'Sciences',
              yearId: 10,
              materials: [{ id: 1, name: 'Maths', yearId: 10, specialityId: 100, price: 1000 }],
            },
          ],
          materials: [],
        },
      ],
    },
    { id: 2, name: 'Moyen', years: [] },
  ],
  languages: [
    {
      id: 7,
      name: 'English',
      code: 'en',
      flag: null,
      is_active: true,
      levels: [
        { id: 70, name: 'A1', description: null, language_id: 7, order: 0, is_active: true },
        { id: 71, name: 'A2', description: null, language_id: 7, order: 1, is_active: true },
      ],
    },
  ],
};

describe('cached tree updates', () => {
  it('adds a year and a material directly under it, leaving other branches untouched', () => {
    const withYear = addYear(tree, { id: 20, name: '1AM', levelId: 2 });
    expect(withYear.levels[1]?.years).toEqual([
      { id: 20, name: '1AM', levelId: 2, specialities: [], materials: [] },
    ]);
    expect(withYear.levels[0]).toBe(tree.levels[0]);
    const withMaterial = addMaterial(withYear, {
      id: 5,
      name: 'Arabe',
      yearId: 20,
      specialityId: null,
      price: 0,
    });
    expect(withMaterial.levels[1]?.years[0]?.materials.map((m) => m.name)).toEqual(['Arabe']);
    expect(tree.levels[1]?.years).toEqual([]);
  });

  it('reprices a material in place and moves one that changed parent', () => {
    const repriced = updateMaterial(tree, {
      id: 1,
      name: 'Maths',
      yearId: 10,
      specialityId: 100,
      price: 2500,
    });
    expect(repriced.levels[0]?.years[0]?.specialities[0]?.materials[0]?.price).toBe(2500);
    const moved = updateMaterial(tree, { id: 1, name: 'Maths', yearId: 10, specialityId: null, price: 1000 });
    expect(moved.levels[0]?.years[0]?.specialities[0]?.materials).toEqual([]);
    expect(moved.levels[0]?.years[0]?.materials.map((m) => m.id)).toEqual([1]);
  });

  it('renames and removes specialities and materials', () => {
    expect(
      updateSpeciality(tree, { id: 100, name: 'Sciences exp.', yearId: 10 }).levels[0]?.years[0]
        ?.specialities[0],
    ).toMatchObject({ name: 'Sciences exp.', materials: [{ id: 1 }] });
    expect(removeMaterial(tree, 1).levels[0]?.years[0]?.specialities[0]?.materials).toEqual([]);
    expect(removeSpeciality(tree, 100).levels[0]?.years[0]?.specialities).toEqual([]);
  });

  it('keeps language levels in their order', () => {
    const added = addLanguageLevel(tree, {
      id: 72,
      name: 'Pre-A1',
      description: null,
      language_id: 7,
      order: 0,
      is_active: true,
    });
    expect(added.languages[0]?.levels.map((l) => l.id)).toEqual([70, 72, 71]);
    const moved = updateLanguageLevel(tree, { ...tree.languages[0]!.levels[0]!, order: 5 });
    expect(moved.languages[0]?.levels.map((l) => l.id)).toEqual([71, 70]);
    const reordered = setLanguageLevels(tree, 7, [
      { ...tree.languages[0]!.levels[1]!, order: 0 },
      { ...tree.languages[0]!.levels[0]!, order: 1 },
    ]);
    expect(reordered.languages[0]?.levels.map((l) => l.id)).toEqual([71, 70]);
  });

  it('moves an id one step and stops at the ends', () => {
    expect(moveId([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });
});
