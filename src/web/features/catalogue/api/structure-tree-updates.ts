/**
 * Pure updates of the cached catalogue tree, one per kind of change the editor makes. Each returns a new tree
 * and leaves the input untouched, so React Query sees the change and unchanged branches keep their identity.
 */
import type {
  Language,
  LanguageLevel,
  Level,
  Material,
  Speciality,
  StructureTree,
  Year,
} from '../../../../contract/structure';

export type TreeLevel = StructureTree['levels'][number];
export type TreeYear = TreeLevel['years'][number];
export type TreeSpeciality = TreeYear['specialities'][number];
export type TreeLanguage = StructureTree['languages'][number];

function mapYears(tree: StructureTree, map: (year: TreeYear) => TreeYear): StructureTree {
  return {
    ...tree,
    levels: tree.levels.map((level) => {
      const years = level.years.map(map);
      return years.every((year, index) => year === level.years[index]) ? level : { ...level, years };
    }),
  };
}

function mapSpecialities(
  tree: StructureTree,
  map: (speciality: TreeSpeciality) => TreeSpeciality,
): StructureTree {
  return mapYears(tree, (year) => {
    const specialities = year.specialities.map(map);
    return specialities.every((speciality, index) => speciality === year.specialities[index])
      ? year
      : { ...year, specialities };
  });
}

function mapLanguages(tree: StructureTree, map: (language: TreeLanguage) => TreeLanguage): StructureTree {
  return { ...tree, languages: tree.languages.map(map) };
}

const byOrder = (a: LanguageLevel, b: LanguageLevel) => a.order - b.order || a.id - b.id;

// Levels
export function addLevel(tree: StructureTree, level: Level): StructureTree {
  return { ...tree, levels: [...tree.levels, { ...level, years: [] }] };
}
export function updateLevel(tree: StructureTree, level: Level): StructureTree {
  return {
    ...tree,
    levels: tree.levels.map((old) => (old.id === level.id ? { ...old, ...level } : old)),
  };
}
export function removeLevel(tree: StructureTree, id: number): StructureTree {
  return { ...tree, levels: tree.levels.filter((level) => level.id !== id) };
}

// Years
export function addYear(tree: StructureTree, year: Year): StructureTree {
  return {
    ...tree,
    levels: tree.levels.map((level) =>
      level.id === year.levelId
        ? { ...level, years: [...level.years, { ...year, specialities: [], materials: [] }] }
        : level,
    ),
  };
}
export function updateYear(tree: StructureTree, year: Year): StructureTree {
  return mapYears(tree, (old) => (old.id === year.id ? { ...old, ...year } : old));
}
export function removeYear(tree: StructureTree, id: number): StructureTree {
  return {
    ...tree,
    levels: tree.levels.map((level) =>
      level.years.some((year) => year.id === id)
        ? { ...level, years: level.years.filter((year) => year.id !== id) }
        : level,
    ),
  };
}

// Specialities
export function addSpeciality(tree: StructureTree, speciality: Speciality): StructureTree {
  return mapYears(tree, (year) =>
    year.id === speciality.yearId
      ? { ...year, specialities: [...year.specialities, { ...speciality, materials: [] }] }
      : year,
  );
}
export function updateSpeciality(tree: StructureTree, speciality: Speciality): StructureTree {
  return mapSpecialities(tree, (old) => (old.id === speciality.id ? { ...old, ...speciality } : old));
}
export function removeSpeciality(tree: StructureTree, id: number): StructureTree {
  return mapYears(tree, (year) =>
    year.specialities.some((speciality) => speciality.id === id)
      ? { ...year, specialities: year.specialities.filter((speciality) => speciality.id !== id) }
      : year,
  );
}

// Materials: under their speciality, or directly under their year.
export function addMaterial(tree: StructureTree, material: Material): StructureTree {
  if (material.specialityId !== null) {
    return mapSpecialities(tree, (speciality) =>
      speciality.id === material.specialityId
        ? { ...speciality, materials: [...speciality.materials, material] }
        : speciality,
    );
  }
  return mapYears(tree, (year) =>
    year.id === material.yearId ? { ...year, materials: [...year.materials, material] } : year,
  );
}
export function removeMaterial(tree: StructureTree, id: number): StructureTree {
  const withoutDirect = mapYears(tree, (year) =>
    year.materials.some((material) => material.id === id)
      ? { ...year, materials: year.materials.filter((material) => material.id !== id) }
      : year,
  );
  return mapSpecialities(withoutDirect, (speciality) =>
    speciality.materials.some((material) => material.id === id)
      ? { ...speciality, materials: speciality.materials.filter((material) => material.id !== id) }
      : speciality,
  );
}
/** Replaces a material in place; one that moved to another parent is taken out and added to the new one. */
export function updateMaterial(tree: StructureTree, material: Material): StructureTree {
  let replaced = false;
  const swap = (materials: Material[]) =>
    materials.map((old) => {
      if (old.id !== material.id) return old;
      if (old.specialityId !== material.specialityId || old.yearId !== material.yearId) return old;
      replaced = true;
      return material;
    });
  const next = mapSpecialities(
    mapYears(tree, (year) => {
      const materials = swap(year.materials);
      return materials.every((m, i) => m === year.materials[i]) ? year : { ...year, materials };
    }),
    (speciality) => {
      const materials = swap(speciality.materials);
      return materials.every((m, i) => m === speciality.materials[i])
        ? speciality
        : { ...speciality, materials };
    },
  );
  return replaced ? next : addMaterial(removeMaterial(tree, material.id), material);
}

// Languages
export function addLanguage(tree: StructureTree, language: Language): StructureTree {
  return { ...tree, languages: [...tree.languages, { ...language, levels: [] }] };
}
export function updateLanguage(tree: StructureTree, language: Language): StructureTree {
  return mapLanguages(tree, (old) => (old.id === language.id ? { ...old, ...language } : old));
}
export function removeLanguage(tree: StructureTree, id: number): StructureTree {
  return { ...tree, languages: tree.languages.filter((language) => language.id !== id) };
}

// Language levels, kept in their `order`.
export function addLanguageLevel(tree: StructureTree, level: LanguageLevel): StructureTree {
  return mapLanguages(tree, (language) =>
    language.id === level.language_id
      ? { ...language, levels: [...language.levels, level].sort(byOrder) }
      : language,
  );
}
export function updateLanguageLevel(tree: StructureTree, level: LanguageLevel): StructureTree {
  return mapLanguages(tree, (language) =>
    language.levels.some((old) => old.id === level.id)
      ? {
          ...language,
          levels: language.levels.map((old) => (old.id === level.id ? level : old)).sort(byOrder),
        }
      : language,
  );
}
export function removeLanguageLevel(tree: StructureTree, id: number): StructureTree {
  return mapLanguages(tree, (language) =>
    language.levels.some((level) => level.id === id)
      ? { ...language, levels: language.levels.filter((level) => level.id !== id) }
      : language,
  );
}
/** The server's answer to a reorder: the language's levels in their new order. */
export function setLanguageLevels(
  tree: StructureTree,
  languageId: number,
  levels: LanguageLevel[],
): StructureTree {
  return mapLanguages(tree, (language) =>
    language.id === languageId ? { ...language, levels: [...levels].sort(byOrder) } : language,
  );
}

/** Moves one id a step up (-1) or down (+1) in a list of ids; the list is returned unchanged at the ends. */
export function moveId(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
