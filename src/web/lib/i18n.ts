/**
 * i18next set-up. The Arabic `common` namespace ships with the first load (Arabic is what a first visit reads,
 * and the shell needs it at once); every other namespace, and `common` in French and English, is its own chunk,
 * loaded with the page that uses it or when the reader's language needs it (`i18nReady` before the first
 * render: a reader who chose French waits for one small chunk, a first visit for none).
 */
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE } from '../../contract/first-page-data';
import { setRequestLanguage } from './http';
import { DEFAULT_LANGUAGE, LANGUAGES, directionOf, toAppLanguage } from './languages';
import { safeStorage } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

import arabicCommon from '../locales/ar/common.json';

/** Arabic's namespaces other than `common`, each its own chunk: the loaders a first visit needs. */
const arabicNamespaces = import.meta.glob<ResourceKey>(
  ['../locales/ar/*.json', '!../locales/ar/common.json'],
  { import: 'default' },
);

type OtherLanguage = {
  common: ResourceKey;
  namespaces: Record<string, () => Promise<ResourceKey>>;
};

/**
 * French and English: each language's `common` and its namespaces' loaders are one chunk (`locales/fr.ts`,
 * `locales/en.ts`), fetched when the language is first used, in the time its `common` alone took before. The
 * entry then carries Arabic's loaders only, not three languages' (docs/performance.md, "Reaching 120 KB").
 */
const otherLanguages: Record<string, () => Promise<OtherLanguage>> = {
  fr: () => import('../locales/fr'),
  en: () => import('../locales/en'),
};

async function loadNamespace(language: string, namespace: string): Promise<ResourceKey | undefined> {
  if (language === DEFAULT_LANGUAGE) return arabicNamespaces[`../locales/ar/${namespace}.json`]?.();
  const loadLanguage = otherLanguages[language];
  if (!loadLanguage) return undefined;
  const { common, namespaces } = await loadLanguage();
  if (namespace === 'common') return common;
  return namespaces[`./${language}/${namespace}.json`]?.();
}

const localeChunks: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    loadNamespace(language, namespace).then(
      (data) => {
        if (data === undefined) callback(new Error(`No translations for ${language}/${namespace}`), false);
        else callback(null, data);
      },
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

function applyToDocument(language: string): void {
  const lng = toAppLanguage(language);
  document.documentElement.lang = lng;
  document.documentElement.dir = directionOf(lng);
}

const resources = { [DEFAULT_LANGUAGE]: { common: arabicCommon } };

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
 * Announced when the texts the platform settings decide changed what a language shows: components that say them
 * re-render (`react.bindI18n` below). Not on every write to the store: a namespace that arrives re-rendered every
 * component that translates, synchronously (react-i18next reads the store with `useSyncExternalStore`), three to
 * five times while a page loaded (docs/performance.md, "The first page's updates in slices").
 */
const SITE_TEXTS_CHANGED = 'siteTextsChanged';

/**
 * Texts the platform settings decide, in every language: the site's name (`common:app.name`: titles, headings,
 * the footer) and the label after a price (`common:price.points`).
 */
export function applySiteTexts(texts: {
  name: Record<string, string>;
  currency: Record<string, string>;
}): void {
  siteTexts = texts;
  let changed = false;
  for (const language of LANGUAGES) changed = applySiteTextsTo(language) || changed;
  if (changed) i18next.emit(SITE_TEXTS_CHANGED);
}

let siteTexts: Parameters<typeof applySiteTexts>[0] | null = null;

/**
 * Only into a language whose `common` chunk is loaded: a bundle that exists counts as loaded for i18next, so
 * writing one key into a language not yet fetched would keep its chunk from ever loading. The texts are
 * applied again when a language's `common` arrives. True when a text changed.
 */
function applySiteTextsTo(language: string): boolean {
  if (!siteTexts || !i18next.hasResourceBundle(language, 'common')) return false;
  const name = siteTexts.name[language];
  const label = siteTexts.currency[language];
  let changed = false;
  const write = (key: string, value: string) => {
    if (i18next.getResource(language, 'common', key) === value) return;
    i18next.addResource(language, 'common', key, value, { silent: true });
    changed = true;
  };
  if (name) write('app.name', name);
  if (label) write('price.points', `{{points}} ${label}`);
  return changed;
}

i18next.on('loaded', (loaded: Record<string, Record<string, boolean>>) => {
  for (const [language, namespaces] of Object.entries(loaded)) {
    if (namespaces.common && applySiteTextsTo(language) && language === i18next.language) {
      i18next.emit(SITE_TEXTS_CHANGED);
    }
  }
});

/** True when the reader's language is in the entry (Arabic): the app can render at once. */
export const initialLanguageBundled = initial === DEFAULT_LANGUAGE;

/** Resolves once the reader's language can be shown (at once for Arabic, after its `common` chunk otherwise). */
export const i18nReady: Promise<unknown> = i18next
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
    react: { bindI18n: `languageChanged ${SITE_TEXTS_CHANGED}` },
  });

export const i18n = i18next;
