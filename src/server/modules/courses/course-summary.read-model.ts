import { and, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { translatedName } from '../../../contract/catalogue-translations';
import type {
  CourseList,
  CourseSummary,
  LanguagePath,
  ListCoursesQuery,
  MaterialPath,
} from '../../../contract/courses';
import type { AppLanguage } from '../../../contract/languages';
import { searchWords } from '../../../contract/search';
import type { Db, DbOrTx } from '../../db/client';
import {
  asksOnly,
  boundedCount,
  cursorTime,
  EXACT_COUNT_UP_TO,
  idsOnPage,
  keysetPaginate,
  NOT_CARRIED,
  paginate,
  preparedKeysetPages,
  preparedOwnedPages,
  type FilterValues,
} from '../../db/pagination';
import { together } from '../../db/together';
import { preparedStatement, type PageWindow } from '../../db/prepared';
import { courseBlocks, courses, courseSections, languageCoursePrices } from '../../db/schema/courses';
import { materials } from '../../db/schema/structure';
import { users } from '../../db/schema/users';
import { badRequest, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { COURSE_NOT_FOUND, type CourseRow } from './access';
import { publicFileUrl } from '../../plugins/storage';
import { cataloguePaths } from './catalogue-paths.read-model';
import { listOrder, searchFilters } from './course-search.read-model';
import { containsPattern } from '../../db/like';
import { extend } from '../../objects';

/**
 * A course's numbers of sections and blocks, as columns of its row: counted for the rows the statement returns
 * (a page's rows are those of `id in (the page's ids)`, so no row an OFFSET skips is counted).
 */
const contentCounts = {
  sectionsCount: sql<number>`(select count(*)::int from ${courseSections} where ${courseSections.courseId} = ${courses.id})`,
  blocksCount: sql<number>`(select count(*)::int from ${courseBlocks} where ${courseBlocks.courseId} = ${courses.id})`,
};

/**
 * Course summaries for any number of courses in at most three small queries whatever their count: the courses
 * with their professor and their numbers of sections and blocks, then the language prices of those on the
 * language path; their material and language paths are kept in memory between catalogue writes
 * (`catalogue-paths.read-model.ts`). (One eight-way join costs PGlite ~20 ms of planning per call; small queries
 * plan in well under 1 ms.)
 */
function courseSelect(db: DbOrTx) {
  return db
    .select({ course: courses, professorName: users.name, ...contentCounts })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.createdBy));
}

/** A course with its professor's name, as the course page's statement reads it. */
export interface CourseWithProfessor {
  course: CourseRow;
  professorName: string;
}

/** A course's numbers of sections and blocks. */
export interface ContentCounts {
  sections: number;
  blocks: number;
}

type CountedCourse = CourseWithProfessor & { sectionsCount: number; blocksCount: number };

/**
 * The material and language-level paths of these ids, their names in the reader's language (Arabic when a
 * node has no translation), from the paths kept in memory (`catalogue-paths.read-model.ts`).
 */
export async function translatedPaths(
  db: DbOrTx,
  materialIds: number[],
  levelIds: number[],
  language: AppLanguage,
): Promise<{
  materials: Map<number, MaterialPath>;
  languageLevels: Map<number, Omit<LanguagePath, 'price'>>;
}> {
  const paths = cataloguePaths(db);
  const [materialRows, languageRows] = await together(db, [
    () => paths.materials(db, materialIds),
    () => paths.languageLevels(db, levelIds),
  ]);
  return {
    materials: new Map(
      [...materialRows.values()].map(
        ({ materialTranslations, yearTranslations, levelTranslations, specialityTranslations, ...m }) => [
          m.materialId,
          extend(m, {
            materialName: translatedName(m.materialName, materialTranslations, language),
            yearName: translatedName(m.yearName, yearTranslations, language),
            levelName: translatedName(m.levelName, levelTranslations, language),
            specialityName:
              m.specialityName === null
                ? null
                : translatedName(m.specialityName, specialityTranslations, language),
          }),
        ],
      ),
    ),
    languageLevels: new Map(
      [...languageRows.values()].map(({ languageTranslations, languageLevelTranslations, ...l }) => [
        l.languageLevelId,
        extend(l, {
          languageName: translatedName(l.languageName, languageTranslations, language),
          languageLevelName: translatedName(l.languageLevelName, languageLevelTranslations, language),
        }),
      ]),
    ),
  };
}

async function toSummaries(
  db: DbOrTx,
  rows: CountedCourse[],
  language: AppLanguage,
): Promise<CourseSummary[]> {
  const materialIds = [
    ...new Set(rows.map((r) => r.course.materialId).filter((id): id is number => id !== null)),
  ];
  const levelIds = [
    ...new Set(rows.map((r) => r.course.languageLevelId).filter((id): id is number => id !== null)),
  ];
  const languageCourseIds = rows.filter((r) => r.course.languageLevelId !== null).map((r) => r.course.id);
  // At once on the pool; one after the other on a transaction, which has one client.
  const [{ materials: materialPaths, languageLevels: languagePaths }, priceRows] = await together(db, [
    () => translatedPaths(db, materialIds, levelIds, language),
    () =>
      languageCourseIds.length
        ? db
            .select()
            .from(languageCoursePrices)
            .where(inArray(languageCoursePrices.courseId, languageCourseIds))
        : [],
  ]);
  const prices = new Map(priceRows.map((p) => [p.courseId, p]));
  return rows.map(({ course: c, professorName, sectionsCount, blocksCount }) => {
    const materialPath = (c.materialId !== null && materialPaths.get(c.materialId)) || null;
    const language = (c.languageLevelId !== null && languagePaths.get(c.languageLevelId)) || null;
    const priceRecord = prices.get(c.id);
    const languagePath = language
      ? extend(language, {
          price: priceRecord?.languageLevelId === c.languageLevelId ? priceRecord.price : null,
        })
      : null;
    return {
      id: c.id,
      title: c.title,
      description: c.description,
      cover_url: c.coverKey ? publicFileUrl(c.coverKey) : null,
      status: c.status,
      createdBy: c.createdBy,
      professorName,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
      reviewedBy: c.reviewedBy,
      reviewedAt: iso(c.reviewedAt),
      rejectionReason: c.rejectionReason,
      rejectedAt: iso(c.rejectedAt),
      ownPrice: c.price,
      price: resolvePrice(c.price, materialPath?.price ?? null, languagePath?.price ?? null),
      materialPath,
      languagePath,
      sectionsCount,
      blocksCount,
    };
  });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Price resolution (DOMAIN.md): own price, else the material's price, else the language course price. */
export function resolvePrice(own: number | null, materialPrice: number | null, languagePrice: number | null) {
  return own ?? materialPrice ?? languagePrice ?? null;
}

/** What a student pays for a course (price resolution, DOMAIN.md), in at most one query; null when unpriced. */
export async function resolveCoursePrice(
  db: DbOrTx,
  course: Pick<CourseRow, 'id' | 'price' | 'materialId' | 'languageLevelId'>,
): Promise<number | null> {
  if (course.price !== null) return course.price;
  if (course.materialId !== null) {
    const [m] = await db
      .select({ price: materials.price })
      .from(materials)
      .where(eq(materials.id, course.materialId));
    return resolvePrice(null, m?.price ?? null, null);
  }
  if (course.languageLevelId === null) return null;
  const [p] = await db
    .select({ price: languageCoursePrices.price })
    .from(languageCoursePrices)
    .where(
      and(
        eq(languageCoursePrices.courseId, course.id),
        eq(languageCoursePrices.languageLevelId, course.languageLevelId),
      ),
    );
  return resolvePrice(null, null, p?.price ?? null);
}

/** What a purchase reads of a course: not its description, search texts or review fields. */
export type CourseForPurchase = Pick<
  CourseRow,
  'id' | 'title' | 'status' | 'createdBy' | 'price' | 'materialId' | 'languageLevelId'
>;

/** The course and its material's and language course's prices: every purchase reads it (db/prepared.ts). */
const courseForPurchase = preparedStatement('course_for_purchase', (db, name) =>
  db
    .select({
      id: courses.id,
      title: courses.title,
      status: courses.status,
      createdBy: courses.createdBy,
      price: courses.price,
      materialId: courses.materialId,
      languageLevelId: courses.languageLevelId,
      materialPrice: materials.price,
      languagePrice: languageCoursePrices.price,
    })
    .from(courses)
    .leftJoin(materials, eq(materials.id, courses.materialId))
    .leftJoin(
      languageCoursePrices,
      and(
        eq(languageCoursePrices.courseId, courses.id),
        eq(languageCoursePrices.languageLevelId, courses.languageLevelId),
      ),
    )
    .where(eq(courses.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);

/**
 * What buying a course needs to know, in one query: the course's columns a purchase uses and the price a
 * student pays (its own, else its material's, else its language course price) — the same rule as
 * `resolveCoursePrice`.
 */
export async function getCourseForPurchase(
  db: DbOrTx,
  id: number,
): Promise<{ course: CourseForPurchase; price: number | null }> {
  const [row] = await courseForPurchase(db).execute({ id });
  if (!row) throw notFound(COURSE_NOT_FOUND);
  const { materialPrice, languagePrice, ...course } = row;
  const price =
    course.price !== null
      ? course.price
      : course.materialId !== null
        ? resolvePrice(null, materialPrice, null)
        : course.languageLevelId !== null
          ? resolvePrice(null, null, languagePrice)
          : null;
  return { course, price };
}

/**
 * The given courses with their professors' names and content counts, one statement built once
 * (db/prepared.ts): built per call, its columns and count subqueries were most of the CPU of a staff list that
 * names its courses (docs/performance.md, "Staff lists' statements built once").
 */
const coursesAmong = preparedStatement('course_summaries_among', (db, name) =>
  courseSelect(db)
    .where(sql`${courses.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare(name),
);

/**
 * Summaries of the given courses, in the order of `ids` (missing ids are skipped), with catalogue names in
 * `language`.
 */
export async function getCourseSummaries(
  db: DbOrTx,
  ids: number[],
  language: AppLanguage = 'ar',
): Promise<CourseSummary[]> {
  if (ids.length === 0) return [];
  const summaries = await toSummaries(db, await coursesAmong(db).execute({ ids }), language);
  const byId = new Map(summaries.map((c) => [c.id, c]));
  return ids.map((id) => byId.get(id)).filter((c): c is CourseSummary => c !== undefined);
}

/**
 * The summary of one course read with its content (the course page's statement): its paths and prices are read
 * here, its numbers of sections and blocks are the ones its caller counted.
 */
export async function summaryOfCourse(
  db: DbOrTx,
  row: CourseWithProfessor,
  language: AppLanguage,
  counts: ContentCounts,
): Promise<CourseSummary> {
  return (
    await toSummaries(
      db,
      [extend(row, { sectionsCount: counts.sections, blocksCount: counts.blocks })],
      language,
    )
  )[0]!;
}

export async function getCourseSummary(
  db: DbOrTx,
  id: number,
  language: AppLanguage = 'ar',
): Promise<CourseSummary> {
  const rows = await courseSelect(db).where(eq(courses.id, id)).limit(1);
  if (!rows[0]) throw notFound(COURSE_NOT_FOUND);
  return (await toSummaries(db, rows, language))[0]!;
}

/**
 * A keyset page's rows (decision 122): the page's ids from the index alone, then those courses with their
 * professor, each with `total` (the list's count the page carries, or `NOT_CARRIED`).
 */
function keysetRows(
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  window: PageWindow,
  total: SQL<number | null>,
) {
  return db
    .select({
      course: courses,
      professorName: users.name,
      ...contentCounts,
      key: cursorTime(courses.createdAt),
      total,
    })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.createdBy))
    .where(idsOnPage(courses.id, pageIds(db, where, order, window)))
    .orderBy(...order);
}

/**
 * A professor's own courses as the authoring pages ask for them (`mine=true`, every status, newest first, no
 * other filter), prepared for each way a page is asked for, with their bounded count (`preparedOwnedPages`).
 * Built per request, the page's statement was planned on every call, 1.3 ms of planning for 0.7 ms of running,
 * and the count's 0.55 ms for 0.08 (docs/performance.md, "A professor's own courses, the same way").
 */
const ownCourses = preparedOwnedPages(
  'own_courses',
  courses,
  { createdAt: courses.createdAt, id: courses.id },
  courses.createdBy,
  (db, name, way) => keysetRows(db, way.where, way.order, way.window, way.total).prepare(name),
  (r) => ({ at: r.key, id: r.course.id }),
);
/**
 * The approved courses as the catalogue asks for them (newest first, every course or one material's or one
 * language level's, no other filter), prepared the same way: what a student or a visitor reads whenever the
 * public cache has not kept the page (after any write to the catalogue, or a page not asked for before). Built
 * per request, the whole list's statement was planned on every call (0.9–1.2 ms) and Drizzle built it again
 * each time (docs/performance.md, "The catalogue's pages prepared").
 */
function catalogueList<Params extends Record<string, unknown>>(
  name: string,
  subject: (values: FilterValues<Params>) => SQL | undefined,
) {
  return preparedKeysetPages<CatalogueRow, Params>(
    name,
    courses,
    { createdAt: courses.createdAt, id: courses.id },
    (values) => and(eq(courses.status, 'approved'), subject(values)),
    (db, statement, way) => keysetRows(db, way.where, way.order, way.window, way.total).prepare(statement),
    (r) => ({ at: r.key, id: r.course.id }),
  );
}
const catalogueWays = {
  all: catalogueList('catalogue_courses', () => undefined),
  material: catalogueList<{ materialId: number }>('catalogue_courses_of_material', (values) =>
    eq(courses.materialId, values.materialId),
  ),
  languageLevel: catalogueList<{ languageLevelId: number }>('catalogue_courses_of_language_level', (values) =>
    eq(courses.languageLevelId, values.languageLevelId),
  ),
};
type CatalogueRow = Awaited<ReturnType<ReturnType<typeof keysetRows>['execute']>>[number];
/** The query's keys the prepared catalogue pages read (`status` approved, `sort` newest, one optional subject). */
const CATALOGUE_KEYS = new Set([
  'page',
  'limit',
  'cursor',
  'status',
  'sort',
  'mine',
  'materialId',
  'languageLevelId',
]);

/** The catalogue's pages as `catalogueWays` answers them, or null for any other list. */
function cataloguePage(db: DbOrTx, query: ListCoursesQuery) {
  if (
    !asksOnly(query, CATALOGUE_KEYS) ||
    (query.status !== undefined && query.status !== 'approved') ||
    (query.sort !== undefined && query.sort !== 'newest') ||
    query.mine === 'true'
  )
    return null;
  if (query.materialId !== undefined) {
    if (query.languageLevelId !== undefined) return null;
    return catalogueWays.material(db, query, { materialId: query.materialId });
  }
  if (query.languageLevelId !== undefined) {
    return catalogueWays.languageLevel(db, query, { languageLevelId: query.languageLevelId });
  }
  return catalogueWays.all(db, query, {});
}

/** The query's keys the prepared own list reads (`status` all, `sort` newest); any other takes the general path. */
const OWN_LIST_KEYS = new Set(['page', 'limit', 'mine', 'status', 'sort', 'cursor']);

function isPlainOwnList(query: ListCoursesQuery): boolean {
  return (
    query.mine === 'true' &&
    (query.status === undefined || query.status === 'all') &&
    (query.sort === undefined || query.sort === 'newest') &&
    asksOnly(query, OWN_LIST_KEYS)
  );
}

export async function listCourses(
  db: Db,
  viewer: AuthUser | null,
  query: ListCoursesQuery,
  language: AppLanguage = 'ar',
): Promise<CourseList> {
  const catalogue = cataloguePage(db, query);
  if (catalogue) {
    const { rows, pagination } = await catalogue;
    return { courses: await toSummaries(db, rows, language), pagination };
  }
  const filters: SQL[] = [];
  const isAdmin = viewer?.role === 'admin';
  const mine = query.mine === 'true';
  if (mine) {
    if (!viewer || viewer.role !== 'professor') throw forbidden('Only professors have courses of their own');
    if (isPlainOwnList(query)) {
      const { rows, pagination } = await ownCourses(db, query, viewer.id);
      return { courses: await toSummaries(db, rows, language), pagination };
    }
    filters.push(eq(courses.createdBy, viewer.id));
    if (query.status && query.status !== 'all') filters.push(eq(courses.status, query.status));
  } else if (query.status && query.status !== 'approved') {
    // Other statuses than approved are the review queue: admins only.
    if (!isAdmin) throw forbidden('Only administrators can list courses that are not approved');
    if (query.status !== 'all') filters.push(eq(courses.status, query.status));
  } else {
    filters.push(eq(courses.status, 'approved'));
  }
  if (query.materialId) filters.push(eq(courses.materialId, query.materialId));
  if (query.languageLevelId) filters.push(eq(courses.languageLevelId, query.languageLevelId));
  if (query.professorId) filters.push(eq(courses.createdBy, query.professorId));
  if (query.path === 'material') filters.push(isNotNull(courses.materialId));
  if (query.path === 'language') filters.push(isNotNull(courses.languageLevelId));
  if (query.path === 'none') filters.push(and(isNull(courses.materialId), isNull(courses.languageLevelId))!);
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(or(ilike(courses.title, pattern), ilike(courses.description, pattern))!);
  }
  filters.push(...searchFilters(db, query));
  const where = and(...filters);
  const order = listOrder(query);
  if (!isNewestFirst(query)) {
    // Ranked orders (relevance, popular) have no keyset: pages by OFFSET only, and no cursors.
    if (query.cursor !== undefined) throw badRequest(CURSOR_NEEDS_NEWEST);
    const { rows, pagination } = await paginate(
      query,
      (page) =>
        courseSelect(db)
          .where(idsOnPage(courses.id, pageIds(db, where, order, page)))
          .orderBy(...order),
      countCourses(db, where).then((total) => [{ total }]),
    );
    return {
      courses: await toSummaries(db, rows, language),
      pagination: extend(pagination, { next_cursor: null, prev_cursor: null }),
    };
  }
  const { rows, pagination } = await keysetPaginate(
    query,
    { createdAt: courses.createdAt, id: courses.id },
    (page) => keysetRows(db, and(where, page.where), page.order, page, NOT_CARRIED),
    (r) => ({ at: r.key, id: r.course.id }),
    () => countCourses(db, where),
  );
  return { courses: await toSummaries(db, rows, language), pagination };
}

export const CURSOR_NEEDS_NEWEST = 'cursor: only the newest-first order pages by cursor';

/** Whether `listOrder` is newest first (the keyset of decision 122): not `popular`, and no words to rank. */
function isNewestFirst(query: ListCoursesQuery): boolean {
  if (query.sort === 'popular') return false;
  return query.sort === 'newest' || searchWords(query.q ?? '').length === 0;
}

/**
 * A page's ids, from the index alone (an OFFSET then skips index entries, not joined rows; a keyset window
 * starts at its key), then those rows with their professor: a deep page of 100,000 courses by OFFSET costs
 * ~14 ms instead of ~170 ms, and by cursor well under 1 ms (docs/performance.md).
 */
function pageIds(db: DbOrTx, where: SQL | undefined, order: SQL[], page: PageWindow) {
  return db
    .select({ id: courses.id })
    .from(courses)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

/** Up to this many matching courses the list's total is exact. */
export const EXACT_COURSE_COUNT = EXACT_COUNT_UP_TO;

/**
 * The total of a course list: exact up to `exactUpTo`, beyond that the planner's estimate (`boundedCount`):
 * counting 90,000 approved courses on every list miss took ~21 ms at 100,000 courses (docs/performance.md).
 */
export function countCourses(
  db: DbOrTx,
  where: SQL | undefined,
  exactUpTo = EXACT_COURSE_COUNT,
): Promise<number> {
  return boundedCount(db, courses, where, exactUpTo);
}
