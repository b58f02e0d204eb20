/**
 * i18next set-up. The `common` namespace of every language ships with the first load (it is small and the
 * shell needs it at once); every other namespace is its own chunk, loaded with the page that uses it.
 */
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE } from '../../contract/first-page-data';
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

/**
 * The reader's choice, also kept in a cookie so the server writes a page's first paint in it (decision 100);
 * without a choice, the language the server wrote the page in (the platform's default language).
 */
function rememberForServer(language: string): void {
  document.cookie = `${LANGUAGE_COOKIE}=${toAppLanguage(language)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

const stored = safeStorage.get(STORAGE_KEYS.language);
const initial = toAppLanguage(stored ?? (document.documentElement.lang || DEFAULT_LANGUAGE));
if (stored !== null) rememberForServer(stored);
/** True until the reader picks a language: the site's default (a platform setting) may still change it. */
let followsSiteDefault = stored === null;
let applyingSiteDefault = false;
applyToDocument(initial);
setRequestLanguage(initial);

let lastLanguage = initial;

i18next.on('languageChanged', (language) => {
  setRequestLanguage(toAppLanguage(language));
  applyToDocument(language);
  // Start-up announces the initial language: that is no choice of the reader's, so nothing is stored.
  const changed = toAppLanguage(language) !== lastLanguage;
  lastLanguage = toAppLanguage(language);
  if (applyingSiteDefault || !changed) return;
  followsSiteDefault = false;
  safeStorage.set(STORAGE_KEYS.language, toAppLanguage(language));
  rememberForServer(language);
});

/**
 * The platform's default language (`default_language`), for a reader who never chose one: applied without
 * being remembered as their choice, so a later change of the setting still reaches them.
 */
export function applySiteDefaultLanguage(language: string): void {
  if (!followsSiteDefault || toAppLanguage(language) === i18next.language) return;
  applyingSiteDefault = true;
  void i18next.changeLanguage(toAppLanguage(language)).finally(() => {
    applyingSiteDefault = false;
  });
}

/**
 * Texts the platform settings decide, in every language: the site's name (`common:app.name`: titles, headings,
 * the footer) and the label after a price (`common:price.points`).
 */
export function applySiteTexts(texts: {
  name: Record<string, string>;
  currency: Record<string, string>;
}): void {
  for (const [language, name] of Object.entries(texts.name)) {
    if (name) i18next.addResource(language, 'common', 'app.name', name);
  }
  for (const [language, label] of Object.entries(texts.currency)) {
    if (label) i18next.addResource(language, 'common', 'price.points', `{{points}} ${label}`);
  }
}

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
    // Texts the platform settings decide arrive later (`applySiteTexts`): components that say them follow.
    react: { bindI18nStore: 'added' },
  });

export const i18n = i18next;
