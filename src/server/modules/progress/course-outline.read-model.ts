import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courseBlocks, courseSections } from '../../db/schema/courses';
import { notFound } from '../../errors';
import { extend } from '../../objects';

export interface OutlineBlock {
  id: number;
  type: (typeof courseBlocks.$inferSelect)['type'];
}
export interface OutlineSection {
  id: number;
  title: string;
  blocks: OutlineBlock[];
}

/** A course's sections and blocks, in reading order: what progress is counted against. */
export async function courseOutline(db: DbOrTx, courseId: number): Promise<OutlineSection[]> {
  const [sections, blocks] = await Promise.all([
    db
      .select({ id: courseSections.id, title: courseSections.title })
      .from(courseSections)
      .where(eq(courseSections.courseId, courseId))
      .orderBy(asc(courseSections.position), asc(courseSections.id)),
    db
      .select({ id: courseBlocks.id, type: courseBlocks.type, sectionId: courseBlocks.sectionId })
      .from(courseBlocks)
      .where(eq(courseBlocks.courseId, courseId))
      .orderBy(asc(courseBlocks.position), asc(courseBlocks.id)),
  ]);
  return sections.map((section) =>
    extend(section, {
      blocks: blocks.filter((block) => block.sectionId === section.id).map(({ id, type }) => ({ id, type })),
    }),
  );
}

/** The block of this course, or 404: a block id from another course is not progress in this one. */
export async function findCourseBlock(db: DbOrTx, courseId: number, blockId: number): Promise<OutlineBlock> {
  const [row] = await db
    .select({ id: courseBlocks.id, type: courseBlocks.type })
    .from(courseBlocks)
    .where(and(eq(courseBlocks.id, blockId), eq(courseBlocks.courseId, courseId)))
    .limit(1);
  if (!row) throw notFound('Block not found');
  return row;
}
