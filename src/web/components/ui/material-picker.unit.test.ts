import { describe, expect, it } from 'vitest';
import type { MaterialOption } from '../../../contract/courses';
import { groupMaterials } from './material-picker';

const option = (
  id: number,
  name: string,
  yearName: string,
  specialityName: string | null,
): MaterialOption => ({
  id,
  name,
  price: 0,
  yearId: id,
  yearName,
  levelId: 1,
  levelName: 'التعليم الثانوي',
  specialityId: specialityName ? id : null,
  specialityName,
});

const options = [
  option(1, 'الرياضيات', 'السنة الثالثة ثانوي', 'علوم تجريبية'),
  option(2, 'الرياضيات', 'السنة الثانية ثانوي', 'علوم تجريبية'),
  option(3, 'الفيزياء', 'السنة الثالثة ثانوي', 'علوم تجريبية'),
  option(4, 'Français', 'السنة الثالثة ثانوي', null),
];
const found = (search: string) =>
  groupMaterials(options, search).flatMap((g) => g.materials.map((m) => m.id));

describe('material picker search', () => {
  it('finds "رياضيات الثالثة ثانوي": every word, any order, across level, year, speciality and material', () => {
    expect(found('رياضيات الثالثة ثانوي')).toEqual([1]);
    expect(found('ثانوي الثالثه رياضيات')).toEqual([1]);
  });

  it('folds hamzas, taa marbuta and French accents', () => {
    expect(found('الرياضيات السنه الثانية')).toEqual([2]);
    expect(found('francais')).toEqual([4]);
    expect(found('التعليم')).toHaveLength(4);
  });

  it('keeps everything for an empty search and nothing for a word no path holds', () => {
    expect(found('  ')).toHaveLength(4);
    expect(found('رياضيات كيمياء')).toEqual([]);
  });
});
