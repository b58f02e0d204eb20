import { INTL_LOCALES, type AppLanguage } from './languages';

/**
 * Starts `intl-warm.worker.ts`, which loads the formatting data of the reader's language off the main thread
 * before the first price or date is written. Where workers are missing or refused, the page formats as
 * before.
 */
export function warmFormatsOffMainThread(language: AppLanguage): void {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(new URL('./intl-warm.worker.ts', import.meta.url)).postMessage(INTL_LOCALES[language]);
  } catch {
    // Nothing is lost: the first format on the page loads the data itself.
  }
}
