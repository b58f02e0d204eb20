import { and, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { ListCoursesQuery } from '../../../contract/courses';
import { searchWords } from '../../../contract/search';
import type { DbOrTx } from '../../db/client';
import { courses, languageCoursePrices } from '../../db/schema/courses';
import { courseEnrollments } from '../../db/schema/enrollments';
import { languageLevels, languages, levels, materials, specialities, years } from '../../db/schema/structure';
import { users } from '../../db/schema/users';
import { containsPattern } from '../../db/like';

/**
 * Course search (docs/decisions/018-course-search.md). The courses table keeps folded copies of what a reader
 * may type (`search_title`, `search_text`, GIN trigram indexes); this file reads the names those copies are made
 * of and turns a list query's search, filters and sort into SQL.
 */

/** The raw texts a course is found by: its title, and its title, description, professor and path names. */
export async function courseSearchSource(db: DbOrTx, id: number): Promise<{ title: string; text: string }> {
  const [row] = await db
    .select({
      title: courses.title,
      description: courses.description,
      materialId: courses.materialId,
      languageLevelId: courses.languageLevelId,
      professorName: users.name,
    })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.createdBy))
    .where(eq(courses.id, id));
  if (!row) return { title: '', text: '' };
  const [materialNames, languageNames] = await Promise.all([
    row.materialId === null
      ? []
      : db
          .select({
            level: levels.name,
            year: years.name,
            speciality: specialities.name,
            material: materials.name,
          })
          .from(materials)
          .innerJoin(years, eq(years.id, materials.yearId))
          .innerJoin(levels, eq(levels.id, years.levelId))
          .leftJoin(specialities, eq(specialities.id, materials.specialityId))
          .where(eq(materials.id, row.materialId)),
    row.languageLevelId === null
      ? []
      : db
          .select({ language: languages.name, level: languageLevels.name })
          .from(languageLevels)
          .innerJoin(languages, eq(languages.id, languageLevels.languageId))
          .where(eq(languageLevels.id, row.languageLevelId)),
  ]);
  const pathNames = [...materialNames, ...languageNames].flatMap((names) => Object.values(names));
  const text = [row.title, row.description, row.professorName, ...pathNames].filter(Boolean).join(' ');
  return { title: row.title, text };
}

/**
 * What a student pays, as SQL (price resolution, DOMAIN.md): own price, else the material's, else the language
 * course price recorded for the course's level. Filters on price use it; each part is an index lookup.
 */
const resolvedPrice = sql<number | null>`coalesce(
  ${courses.price},
  (select ${materials.price} from ${materials} where ${materials.id} = ${courses.materialId}),
  (select ${languageCoursePrices.price} from ${languageCoursePrices}
    where ${languageCoursePrices.courseId} = ${courses.id}
      and ${languageCoursePrices.languageLevelId} = ${courses.languageLevelId})
)`;

/** The search words and the catalogue and price filters of a list query, as conditions on `courses`. */
export function searchFilters(db: DbOrTx, query: ListCoursesQuery): SQL[] {
  const filters: SQL[] = searchWords(query.q ?? '').map((word) =>
    like(courses.searchText, containsPattern(word)),
  );
  if (query.levelId) {
    const underLevel = db
      .select({ id: materials.id })
      .from(materials)
      .innerJoin(years, eq(years.id, materials.yearId))
      .where(eq(years.levelId, query.levelId));
    filters.push(inArray(courses.materialId, underLevel));
  }
  if (query.languageId) {
    const ofLanguage = db
      .select({ id: languageLevels.id })
      .from(languageLevels)
      .where(eq(languageLevels.languageId, query.languageId));
    filters.push(inArray(courses.languageLevelId, ofLanguage));
  }
  if (query.free === 'true') filters.push(sql`${resolvedPrice} = 0`);
  if (query.free === 'false') filters.push(sql`${resolvedPrice} > 0`);
  if (query.priceMin !== undefined) filters.push(sql`${resolvedPrice} >= ${query.priceMin}`);
  if (query.priceMax !== undefined) filters.push(sql`${resolvedPrice} <= ${query.priceMax}`);
  return filters;
}

/**
 * The order of a list: with search words and no other sort, courses whose title holds the whole query come
 * first, then those whose title holds every word, then the rest (description, professor or path matches),
 * each group by trigram similarity of the title; `popular` counts enrollments (an index lookup per course);
 * newest first breaks every tie.
 */
export function listOrder(query: ListCoursesQuery): SQL[] {
  const newest = [desc(courses.createdAt), desc(courses.id)];
  const words = searchWords(query.q ?? '');
  const sort = query.sort ?? (words.length > 0 ? 'relevance' : 'newest');
  if (sort === 'popular') {
    const sales = sql`(select count(*) from ${courseEnrollments} where ${courseEnrollments.courseId} = ${courses.id})`;
    return [sql`${sales} desc`, ...newest];
  }
  if (sort === 'newest' || words.length === 0) return newest;
  const phrase = words.join(' ');
  const everyWordInTitle = and(...words.map((word) => like(courses.searchTitle, containsPattern(word))));
  const titleRank = sql`case
    when ${courses.searchTitle} like ${containsPattern(phrase)} then 0
    when ${everyWordInTitle} then 1
    else 2 end`;
  return [titleRank, sql`similarity(${courses.searchTitle}, ${phrase}) desc`, ...newest];
}
