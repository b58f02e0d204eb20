import { eq, sql } from 'drizzle-orm';
import type { CourseSummary } from '../../../contract/courses';
import type { AppLanguage } from '../../../contract/languages';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { courses, type courseBlocks, type courseSections } from '../../db/schema/courses';
import { users } from '../../db/schema/users';
import { notFound } from '../../errors';
import { COURSE_NOT_FOUND } from './access';
import { summaryOfCourse } from './course-summary.read-model';

/** What a course page shows of a section and of a block (their rows without the bookkeeping columns). */
export type SectionRow = Pick<typeof courseSections.$inferSelect, 'id' | 'title'>;
export type BlockRow = Pick<
  typeof courseBlocks.$inferSelect,
  'id' | 'sectionId' | 'type' | 'title' | 'content' | 'fileKey' | 'fileType' | 'fileSize' | 'fileName'
>;

/** What a course is made of, whoever reads it: kept by the read cache (course-detail.ts). */
export interface CourseRows {
  summary: CourseSummary;
  sections: SectionRow[];
  blocks: BlockRow[];
}

/**
 * The course with its professor's name, its sections and its blocks in one prepared statement (the sections and
 * blocks as JSON arrays, in their order): one statement reads one snapshot, so a revision approved meanwhile is
 * seen whole or not at all. Before, a read-only transaction read them in eight round trips (BEGIN, the course,
 * its material's path, two counts, the sections, the blocks, COMMIT), holding a pooled connection throughout: a
 * course not in the read cache answered ~360 requests/s (docs/performance.md, "Pages of lists in one statement").
 */
const courseContent = preparedStatement('course_content', (db, name) =>
  db
    .select({
      course: courses,
      professorName: users.name,
      sections: sql<SectionRow[]>`(select coalesce(json_agg(json_build_object('id', s.id, 'title', s.title)
          order by s.position, s.id), '[]')
        from course_sections s where s.course_id = ${courses.id})`,
      blocks: sql<BlockRow[]>`(select coalesce(json_agg(json_build_object(
          'id', b.id, 'sectionId', b.section_id, 'type', b.type, 'title', b.title, 'content', b.content,
          'fileKey', b.file_key, 'fileType', b.file_type, 'fileSize', b.file_size, 'fileName', b.file_name)
          order by b.position, b.id), '[]')
        from course_blocks b where b.course_id = ${courses.id})`,
    })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.createdBy))
    .where(eq(courses.id, sql.placeholder('id')))
    .prepare(name),
);

/**
 * A course's rows: its content in one statement, then its summary's paths and prices (catalogue rows, read
 * after it; the numbers of sections and blocks are those of the content just read).
 */
export async function readCourseRows(db: DbOrTx, id: number, language: AppLanguage): Promise<CourseRows> {
  const [row] = await courseContent(db).execute({ id });
  if (!row) throw notFound(COURSE_NOT_FOUND);
  const { sections, blocks, ...course } = row;
  const summary = await summaryOfCourse(db, course, language, {
    sections: sections.length,
    blocks: blocks.length,
  });
  return { summary, sections, blocks };
}
