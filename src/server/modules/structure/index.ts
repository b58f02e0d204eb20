// The structure module's public API: the catalogue (material path and languages) as other modules see it.
export {
  createLevel,
  createMaterial,
  createSpeciality,
  createYear,
  getLevel,
  getMaterial,
  getSpeciality,
  getYear,
} from './academic-path';
export { NOT_FOUND } from './catalogue-rows';
export { createLanguage, createLanguageLevel, getLanguage, getLanguageLevel } from './languages';
export { materialOptions } from './tree';
