import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { languageLevels, languages, levels, materials, specialities, years } from '../../db/schema/structure';
import type { EventBus } from '../../plugins/events';

function readMaterialPaths(db: DbOrTx, ids: number[]) {
  return db
    .select({
      materialId: materials.id,
      materialName: materials.name,
      materialTranslations: materials.translations,
      price: materials.price,
      yearId: years.id,
      yearName: years.name,
      yearTranslations: years.translations,
      levelId: levels.id,
      levelName: levels.name,
      levelTranslations: levels.translations,
      specialityId: specialities.id,
      specialityName: specialities.name,
      specialityTranslations: specialities.translations,
    })
    .from(materials)
    .innerJoin(years, eq(years.id, materials.yearId))
    .innerJoin(levels, eq(levels.id, years.levelId))
    .leftJoin(specialities, eq(specialities.id, materials.specialityId))
    .where(inArray(materials.id, ids));
}

function readLanguagePaths(db: DbOrTx, ids: number[]) {
  return db
    .select({
      languageId: languages.id,
      languageName: languages.name,
      languageTranslations: languages.translations,
      languageFlag: languages.flag,
      languageLevelId: languageLevels.id,
      languageLevelName: languageLevels.name,
      languageLevelTranslations: languageLevels.translations,
    })
    .from(languageLevels)
    .innerJoin(languages, eq(languages.id, languageLevels.languageId))
    .where(inArray(languageLevels.id, ids));
}

/** A material with its year, level, speciality and price, as a course summary shows it (names untranslated). */
export type MaterialPathRow = Awaited<ReturnType<typeof readMaterialPaths>>[number];
/** A language level with its language, as a course summary shows it (names untranslated). */
export type LanguagePathRow = Awaited<ReturnType<typeof readLanguagePaths>>[number];

/** The paths of course summaries: a material's year, level, speciality and price; a level's language. */
export interface CataloguePaths {
  materials(db: DbOrTx, ids: number[]): Promise<Map<number, MaterialPathRow>>;
  languageLevels(db: DbOrTx, ids: number[]): Promise<Map<number, LanguagePathRow>>;
}

/** Paths kept per kind; beyond, the oldest goes first (a catalogue has hundreds to a few thousand). */
const MAX_KEPT_PATHS = 20_000;

interface KeptRows<R> {
  get(db: DbOrTx, ids: number[]): Promise<Map<number, R>>;
  clear(): void;
}

/**
 * Rows by id, kept until `clear`: the ids not kept are read in one query, which the requests missing the same ids
 * meanwhile share; a read that began before a `clear` is answered but not kept, and not joined after it.
 */
function keptRows<R>(
  read: (db: DbOrTx, ids: number[]) => Promise<R[]>,
  idOf: (row: R) => number,
): KeptRows<R> {
  const rows = new Map<number, R>();
  const reading = new Map<number, Promise<Map<number, R>>>();
  let generation = 0;
  return {
    async get(db, ids) {
      // Decided before the first await, so a `clear` meanwhile cannot leave an id without its row.
      const result = new Map<number, R>();
      const waiting = new Map<number, Promise<Map<number, R>>>();
      const missing: number[] = [];
      for (const id of new Set(ids)) {
        const row = rows.get(id);
        if (row !== undefined) result.set(id, row);
        else if (reading.has(id)) waiting.set(id, reading.get(id)!);
        else missing.push(id);
      }
      if (missing.length > 0) {
        const started = generation;
        const loading = read(db, missing).then((found) => {
          const byId = new Map(found.map((row) => [idOf(row), row]));
          if (generation === started) {
            for (const [id, row] of byId) {
              if (rows.size >= MAX_KEPT_PATHS) rows.delete(rows.keys().next().value!);
              rows.set(id, row);
            }
          }
          return byId;
        });
        for (const id of missing) {
          reading.set(id, loading);
          waiting.set(id, loading);
        }
        void loading
          .catch(() => undefined)
          .finally(() => {
            for (const id of missing) if (reading.get(id) === loading) reading.delete(id);
          });
      }
      for (const [id, loading] of waiting) {
        const row = (await loading).get(id);
        if (row !== undefined) result.set(id, row);
      }
      return result;
    },
    clear() {
      generation += 1;
      rows.clear();
      reading.clear();
    },
  };
}

/** Reads every time: a transaction's own view, or a database handle no app registered. */
const direct: CataloguePaths = {
  async materials(db, ids) {
    return new Map((ids.length ? await readMaterialPaths(db, ids) : []).map((r) => [r.materialId, r]));
  },
  async languageLevels(db, ids) {
    return new Map((ids.length ? await readLanguagePaths(db, ids) : []).map((r) => [r.languageLevelId, r]));
  },
};

const registered = new WeakMap<object, CataloguePaths>();

/**
 * Keeps the catalogue paths that course summaries show, per process, for the app's database handle: a course
 * page or list not in the read caches then reads its courses and counts, not the catalogue again (a course page
 * missing the read cache made two round trips, one of them this path; docs/performance.md). Dropped whole by
 * `public-data.changed`, which every write to the catalogue (levels, years, specialities, materials and their
 * prices, languages and their levels) publishes on every instance before its answer leaves. A transaction reads
 * its own view every time. Register on the app's database once.
 */
export function registerCataloguePaths(db: DbOrTx, events: Pick<EventBus, 'on'>): void {
  const materialPaths = keptRows(readMaterialPaths, (r) => r.materialId);
  const languagePaths = keptRows(readLanguagePaths, (r) => r.languageLevelId);
  events.on('public-data.changed', () => {
    materialPaths.clear();
    languagePaths.clear();
  });
  registered.set(db, { materials: materialPaths.get, languageLevels: languagePaths.get });
}

/** The kept paths of the app's database handle; a transaction (or an unregistered handle) reads every time. */
export function cataloguePaths(db: DbOrTx): CataloguePaths {
  return registered.get(db) ?? direct;
}
