/**
 * The one icon set: inline stroke icons (24×24, currentColor) drawn in the shared `Icon` frame, one file per
 * group in `icons/`. Decorative by default: the control around an icon carries its name. Import icons from
 * here; look through the groups before drawing a new one.
 */
export * from './icons/navigation';
export * from './icons/courses';
export * from './icons/points';
export * from './icons/catalogue';
export * from './icons/alerts';
