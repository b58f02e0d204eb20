import { describe, expect, it } from 'vitest';
import {
  chooseCourseStep,
  courseSelectionSearch,
  idParam,
  languageSelectionSearch,
  readCourseSelection,
  readLanguageSelection,
} from './course-selection';

const params = (text: string) => new URLSearchParams(text);

describe('browsing selection in the URL', () => {
  it('reads only positive whole numbers', () => {
    expect(idParam(params('level=3'), 'level')).toBe(3);
    for (const bad of ['', 'abc', '-1', '0', '2.5', '1e3', '99999999999']) {
      expect(idParam(params(`level=${bad}`), 'level'), bad).toBeNull();
    }
    expect(idParam(params(''), 'level')).toBeNull();
  });

  it('keeps a step only when the steps before it are chosen', () => {
    expect(readCourseSelection(params('level=1&year=2&speciality=3&material=4&page=2'))).toEqual({
      level: 1,
      year: 2,
      speciality: 3,
      material: 4,
      page: 2,
    });
    expect(readCourseSelection(params('year=2&material=4'))).toEqual({
      level: null,
      year: null,
      speciality: null,
      material: null,
      page: 1,
    });
    // A material directly under a year has no speciality.
    expect(readCourseSelection(params('level=1&year=2&material=4'))).toMatchObject({
      speciality: null,
      material: 4,
    });
    expect(readCourseSelection(params('level=1&page=3')).page).toBe(1);
    expect(readLanguageSelection(params('level=2'))).toEqual({ language: null, level: null, page: 1 });
    expect(readLanguageSelection(params('language=1&level=2&page=x'))).toEqual({
      language: 1,
      level: 2,
      page: 1,
    });
  });

  it('writes the search string without empty steps or the first page', () => {
    expect(courseSelectionSearch({ level: 1, year: 2, speciality: null, material: 5, page: 1 })).toBe(
      '?level=1&year=2&material=5',
    );
    expect(courseSelectionSearch({ level: 1, year: 2, material: 5, page: 3 })).toBe(
      '?level=1&year=2&material=5&page=3',
    );
    expect(courseSelectionSearch({})).toBe('');
    expect(languageSelectionSearch({ language: 4, level: null })).toBe('?language=4');
  });

  it('clears the later steps when an earlier one changes', () => {
    const full = { level: 1, year: 2, speciality: 3, material: 4, page: 5 };
    expect(chooseCourseStep(full, 'level', 9)).toEqual({
      level: 9,
      year: null,
      speciality: null,
      material: null,
      page: 1,
    });
    expect(chooseCourseStep(full, 'year', 7)).toEqual({
      level: 1,
      year: 7,
      speciality: null,
      material: null,
      page: 1,
    });
    expect(chooseCourseStep(full, 'speciality', 8)).toMatchObject({ speciality: 8, material: null });
    expect(chooseCourseStep(full, 'material', 6)).toEqual({ ...full, material: 6, page: 1 });
  });
});
