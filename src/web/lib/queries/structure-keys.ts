/** The catalogue: the whole tree, the browsing lists one parent at a time, and the material options. */
export const structureKeys = {
  all: ['structure'] as const,
  /** The whole tree as the signed-in viewer may see it (admins also get inactive languages and levels). */
  tree: () => [...structureKeys.all, 'tree'] as const,
  levels: () => [...structureKeys.all, 'levels'] as const,
  levelYears: (levelId: number) => [...structureKeys.all, 'level-years', levelId] as const,
  yearSpecialities: (yearId: number) => [...structureKeys.all, 'year-specialities', yearId] as const,
  yearMaterials: (yearId: number) => [...structureKeys.all, 'year-materials', yearId] as const,
  specialityMaterials: (specialityId: number) =>
    [...structureKeys.all, 'speciality-materials', specialityId] as const,
  languages: () => [...structureKeys.all, 'languages'] as const,
  languageLevels: (languageId: number) => [...structureKeys.all, 'language-levels', languageId] as const,
  /** Every material with its level, year and speciality names and its price (served by the courses API). */
  materialOptions: () => [...structureKeys.all, 'material-options'] as const,
};
