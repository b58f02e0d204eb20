/**
 * The browsing pages keep their selection in the URL (`/TTHCourses?level=&year=&speciality=&material=&page=`,
 * `/TTHLanguages?language=&level=&page=`) so any step can be linked to, bookmarked and reloaded.
 */

export interface CourseSelection {
  level: number | null;
  year: number | null;
  speciality: number | null;
  material: number | null;
  page: number;
}

export interface LanguageSelection {
  language: number | null;
  level: number | null;
  page: number;
}

/** A positive whole number from a search parameter, else null (missing, empty, "abc", "-1", "2.5"). */
export function idParam(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}

function pageParam(params: URLSearchParams): number {
  return idParam(params, 'page') ?? 1;
}

/** A step is only kept when the steps before it are chosen: `?year=3` alone selects nothing. */
export function readCourseSelection(params: URLSearchParams): CourseSelection {
  const level = idParam(params, 'level');
  const year = level === null ? null : idParam(params, 'year');
  const speciality = year === null ? null : idParam(params, 'speciality');
  const material = year === null ? null : idParam(params, 'material');
  return { level, year, speciality, material, page: material === null ? 1 : pageParam(params) };
}

export function readLanguageSelection(params: URLSearchParams): LanguageSelection {
  const language = idParam(params, 'language');
  const level = language === null ? null : idParam(params, 'level');
  return { language, level, page: level === null ? 1 : pageParam(params) };
}

function toSearch(entries: [string, number | null][]): string {
  const params = new URLSearchParams();
  for (const [name, value] of entries) {
    if (value !== null && !(name === 'page' && value === 1)) params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function courseSelectionSearch(selection: Partial<CourseSelection>): string {
  return toSearch([
    ['level', selection.level ?? null],
    ['year', selection.year ?? null],
    ['speciality', selection.speciality ?? null],
    ['material', selection.material ?? null],
    ['page', selection.page ?? null],
  ]);
}

export function languageSelectionSearch(selection: Partial<LanguageSelection>): string {
  return toSearch([
    ['language', selection.language ?? null],
    ['level', selection.level ?? null],
    ['page', selection.page ?? null],
  ]);
}

/** Choosing at one step keeps the steps before it and clears the ones after it. */
export function chooseCourseStep(
  current: CourseSelection,
  step: 'level' | 'year' | 'speciality' | 'material',
  id: number,
): CourseSelection {
  switch (step) {
    case 'level':
      return { level: id, year: null, speciality: null, material: null, page: 1 };
    case 'year':
      return { ...current, year: id, speciality: null, material: null, page: 1 };
    case 'speciality':
      return { ...current, speciality: id, material: null, page: 1 };
    case 'material':
      return { ...current, material: id, page: 1 };
  }
}
