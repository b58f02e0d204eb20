/**
 * The languages the platform speaks: Arabic (the default), French and English. Plain constants without zod,
 * so the web app's first load can import them.
 */
export const appLanguages = ['ar', 'fr', 'en'] as const;
export type AppLanguage = (typeof appLanguages)[number];
