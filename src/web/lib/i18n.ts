/**
 * i18next set-up. The `common` namespace of every language ships with the first load (it is small and the
 * shell needs it at once); every other namespace is its own chunk, loaded with the page that uses it.
 */
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setRequestLanguage } from './http';
import { DEFAULT_LANGUAGE, LANGUAGES, directionOf, toAppLanguage } from './languages';
import { safeStorage } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

const bundled = import.meta.glob<ResourceKey>('../locales/*/common.json', { eager: true, import: 'default' });
const onDemand = import.meta.glob<ResourceKey>(['../locales/*/*.json', '!../locales/*/common.json'], {
  import: 'default',
});

const localeChunks: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = onDemand[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

function applyToDocument(language: string): void {
  const lng = toAppLanguage(language);
  document.documentElement.lang = lng;
  document.documentElement.dir = directionOf(lng);
}

const resources = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, { common: bundled[`../locales/${lng}/common.json`] ?? {} }]),
);

const initial = toAppLanguage(safeStorage.get(STORAGE_KEYS.language) ?? DEFAULT_LANGUAGE);
applyToDocument(initial);
setRequestLanguage(initial);

i18next.on('languageChanged', (language) => {
  setRequestLanguage(toAppLanguage(language));
  applyToDocument(language);
  safeStorage.set(STORAGE_KEYS.language, toAppLanguage(language));
});

void i18next
  .use(localeChunks)
  .use(initReactI18next)
  .init({
    lng: initial,
    // Every key exists in every language (a unit test checks it), so no fallback chunks are fetched.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    resources,
    partialBundledLanguages: true,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });

export const i18n = i18next;
