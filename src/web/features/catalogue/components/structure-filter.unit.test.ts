import { describe, expect, it } from 'vitest';
import type { StructureTree } from '../../../../contract/structure';
import { filterStructure, normalizeForSearch } from './structure-filter';

const material = (id: number, name: string, yearId: number, specialityId: number | null = null) => ({
  id,
  name,
  yearId,
  specialityId,
  price: 1000,
});

const tree: StructureTree = {
  levels: [
    {
      id: 1,
      name: 'التعليم الثانوي',
      years: [
        {
          id: 10,
          name: 'السنة الأولى ثانوي',
          levelId: 1,
          specialities: [
            {
              id: 100,
              name: 'علوم تجريبية',
              yearId: 10,
              materials: [material(1000, 'الرياضيات', 10, 100), material(1001, 'الفيزياء', 10, 100)],
            },
          ],
          materials: [material(1002, 'Éducation physique', 10)],
        },
      ],
    },
    { id: 2, name: 'Primaire', years: [] },
  ],
  languages: [
    {
      id: 1,
      name: 'Français',
      code: 'fr',
      flag: null,
      is_active: true,
      levels: [
        { id: 5, name: 'A1', description: null, language_id: 1, order: 0, is_active: true },
        { id: 6, name: 'B1', description: null, language_id: 1, order: 1, is_active: false },
      ],
    },
  ],
};

describe('the structure filter', () => {
  it('ignores case, accents, short vowels, tatweel and alef/yaa/taa variants', () => {
    expect(normalizeForSearch('  Éducation   PHYSIQUE ')).toBe('education physique');
    expect(normalizeForSearch('الأُولى')).toBe('الاولي');
    expect(normalizeForSearch('ريـاضـيات')).toBe('رياضيات');
    expect(normalizeForSearch('مدرسة')).toBe('مدرسه');
  });

  it('is off for an empty query', () => {
    expect(filterStructure(tree, '   ')).toBeNull();
  });

  it('shows a deep match with its ancestors opened, and nothing else', () => {
    const result = filterStructure(tree, 'رياضيات');
    expect(result?.matches).toBe(1);
    expect([...(result?.visible ?? [])].sort()).toEqual(
      ['level:1', 'material:1000', 'speciality:100', 'year:10'].sort(),
    );
    expect([...(result?.expanded ?? [])].sort()).toEqual(['level:1', 'speciality:100', 'year:10'].sort());
  });

  it('shows everything under a matching node without opening it', () => {
    const result = filterStructure(tree, 'الاولى');
    expect(result?.matches).toBe(1);
    expect(result?.visible.has('material:1001')).toBe(true);
    expect(result?.visible.has('material:1002')).toBe(true);
    expect(result?.expanded.has('year:10')).toBe(false);
    expect(result?.expanded.has('level:1')).toBe(true);
  });

  it('finds materials directly under a year, languages by code and language levels', () => {
    expect(filterStructure(tree, 'education')?.visible.has('material:1002')).toBe(true);
    const byCode = filterStructure(tree, 'FR');
    expect(byCode?.visible.has('language:1')).toBe(true);
    expect(byCode?.visible.has('language-level:6')).toBe(true);
    const level = filterStructure(tree, 'b1');
    expect([...(level?.visible ?? [])].sort()).toEqual(['language-level:6', 'language:1']);
    expect(filterStructure(tree, 'nothing like this')?.matches).toBe(0);
  });
});
