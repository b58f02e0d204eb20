/**
 * The one icon set: inline stroke icons (24×24, currentColor) drawn in the shared `Icon` frame, one file per
 * group in `icons/`. Decorative by default: the control around an icon carries its name. Import icons from
 * here; look through the groups before drawing a new one. The modules of the first load (the site header, its
 * menus, the error page, the home page) import `icons/first-load` directly: everything this file re-exports
 * would otherwise be part of their first load (docs/performance.md).
 */
export * from './icons/first-load';
export * from './icons/navigation';
export * from './icons/courses';
export * from './icons/points';
export * from './icons/catalogue';
export * from './icons/alerts';
