import { and, eq } from 'drizzle-orm';
import type { Course, CourseSummary, RevisionState, Section } from '../../../contract/courses';
import type { AppLanguage } from '../../../contract/languages';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { together } from '../../db/together';
import { courseRevisions, courseSections } from '../../db/schema/courses';
import { notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { onePerBus, type EventBus } from '../../plugins/events';
import { isEnrolled } from '../enrollments/index';
import { COURSE_NOT_FOUND, courseAccessFrom } from './access';
import { readCourseRows, type BlockRow, type CourseRows, type SectionRow } from './course-content.read-model';
import { getCourseSummaries } from './course-summary.read-model';
import { videoMediaFor, type VideoMedia } from '../media/index';
import { extend } from '../../objects';

/**
 * A course as a viewer may read it. Its content (the course, its sections and blocks) is read by one statement,
 * so a revision approved meanwhile is seen whole or not at all (never the old title over the new sections;
 * course-content.read-model.ts). With a `cache` (the `GET` route), the course's rows come from memory and only
 * the viewer's own facts are read: whether they own it, and for content readers the video renditions; for staff
 * the revision state.
 */
export async function getCourse(
  ctx: Pick<AppContext, 'db' | 'tokens' | 'config'>,
  viewer: AuthUser | null,
  id: number,
  language: AppLanguage = 'ar',
  cache?: CourseReadCache,
): Promise<Course> {
  const read = () => readCourseRows(ctx.db, id, language);
  const [rows, purchased] = await Promise.all([
    cache ? cache.get(id, language, read) : read(),
    viewer ? isEnrolled(ctx.db, viewer.id, id) : false,
  ]);
  return present(ctx, ctx.db, viewer, rows, purchased);
}

/** The viewer's answer: block content and file URLs (with a grant for them alone) only to content readers. */
async function present(
  ctx: Pick<AppContext, 'tokens' | 'config'>,
  db: DbOrTx,
  viewer: AuthUser | null,
  { summary, sections, blocks }: CourseRows,
  purchased: boolean,
): Promise<Course> {
  const access = courseAccessFrom(viewer, summary, purchased);
  if (!access.outline) throw notFound(COURSE_NOT_FOUND);
  const id = summary.id;
  const fileUrl =
    access.content && viewer
      ? (blockId: number, name?: string) =>
          `/api/courses/${id}/files/${blockId}${name ? `/media/${name}` : ''}?t=${ctx.tokens.signFile({ userId: viewer.id, courseId: id, blockId })}`
      : null;
  const staff = access.owner || viewer?.role === 'admin';
  // Video renditions (issue 21): sizes for the data plan, HLS, a poster; `processing` until they exist.
  const videoKeys = blocks.filter((b) => b.type === 'video' && b.fileKey).map((b) => b.fileKey!);
  const [media, revision] = await together(db, [
    () =>
      fileUrl && videoKeys.length
        ? videoMediaFor({ db, config: ctx.config }, videoKeys)
        : new Map<string, VideoMedia>(),
    () => (staff ? revisionState(db, id) : null),
  ]);
  return extend(summary, {
    sections: toSections(sections, blocks, fileUrl, media),
    canAccessContent: access.content,
    purchased: access.purchased,
    revision,
  });
}

async function revisionState(db: DbOrTx, courseId: number): Promise<RevisionState | null> {
  const [row] = await db
    .select({
      status: courseRevisions.status,
      submittedAt: courseRevisions.submittedAt,
      rejectedAt: courseRevisions.rejectedAt,
    })
    .from(courseRevisions)
    .where(eq(courseRevisions.courseId, courseId));
  if (!row) return null;
  return {
    status: row.status,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    rejectedAt: row.rejectedAt?.toISOString() ?? null,
  };
}

function toSections(
  sectionRows: SectionRow[],
  blockRows: BlockRow[],
  fileUrl: ((blockId: number, mediaName?: string) => string) | null,
  media: Map<string, VideoMedia>,
): Section[] {
  const withContent = fileUrl !== null;
  return sectionRows.map((s) => ({
    id: s.id,
    title: s.title,
    blocks: blockRows
      .filter((b) => b.sectionId === s.id)
      .map((b) => ({
        id: b.id,
        type: b.type,
        title: b.title,
        content: withContent ? b.content : null,
        fileType: b.fileType,
        fileSize: b.fileSize,
        fileName: b.fileName,
        fileUrl: fileUrl && b.fileKey ? fileUrl(b.id) : null,
        locked: !withContent,
        ...videoFields(media.get(b.fileKey ?? ''), (name) => fileUrl!(b.id, name)),
      })),
  }));
}

/** Courses kept per process; the oldest goes first. */
const MAX_CACHED_COURSES = 5_000;

export interface CourseReadCache {
  /** The course's rows in `language`, read by `load` on a miss (a burst of misses reads once). */
  get(id: number, language: AppLanguage, load: () => Promise<CourseRows>): Promise<CourseRows>;
  /** Summaries of these courses in this order (missing ones left out), the kept ones from memory. */
  summaries(db: DbOrTx, ids: number[], language: AppLanguage): Promise<CourseSummary[]>;
  clear(): void;
  readonly size: number;
}

/**
 * The rows of a course as every viewer shares them (summary, sections, blocks with their content), kept per
 * process for the course route and the summaries of "my courses", whoever calls (docs/decisions/
 * 070-public-read-cache.md, "signed-in reads"). Paid content is held here but only handed out by `present`,
 * which checks the viewer's ownership on every request (never cached). Dropped whole by the same
 * `public-data.changed` event as the public cache: every write to a course, its path, prices, or a professor's
 * name publishes it. A read that began before a change is answered but not kept.
 */
export function createCourseReadCache(events: Pick<EventBus, 'on'>): CourseReadCache {
  const entries = new Map<string, Promise<CourseRows>>();
  const summaries = new Map<string, CourseSummary>();
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
    summaries.clear();
  };
  events.on('public-data.changed', clear);
  const keep = <V>(map: Map<string, V>, key: string, value: V) => {
    if (map.size >= MAX_CACHED_COURSES) map.delete(map.keys().next().value!);
    map.set(key, value);
  };
  return {
    get(id, language, load) {
      const key = `${language}:${id}`;
      const kept = entries.get(key);
      if (kept) return kept;
      const loading = load();
      keep(entries, key, loading);
      // A failed read (a missing course) is not kept.
      loading.catch(() => {
        if (entries.get(key) === loading) entries.delete(key);
      });
      return loading;
    },
    async summaries(db, ids, language) {
      const started = generation;
      const missing = ids.filter((id) => !summaries.has(`${language}:${id}`));
      const read = await getCourseSummaries(db, missing, language);
      if (generation === started) for (const c of read) keep(summaries, `${language}:${c.id}`, c);
      const fresh = new Map(read.map((c) => [c.id, c]));
      return ids
        .map((id) => fresh.get(id) ?? summaries.get(`${language}:${id}`))
        .filter((c): c is CourseSummary => c !== undefined);
    },
    clear,
    get size() {
      return entries.size;
    },
  };
}

/** One cache per event bus (per app): the course route and "my courses" share it. */
export const courseReadCache = onePerBus((events) => createCourseReadCache(events));

function videoFields(media: VideoMedia | undefined, url: (name: string) => string) {
  if (!media) return {};
  return {
    variants: media.variants.map((v) => ({ height: v.height, size: v.size, url: url(v.name) })),
    hlsUrl: media.hls ? url(media.hls) : null,
    posterUrl: media.poster ? url(media.poster) : null,
    processing: media.processing,
  };
}

/** Whether a section belongs to a course (comments may name the section they are about). */
export async function isSectionOf(db: DbOrTx, courseId: number, sectionId: number): Promise<boolean> {
  const [section] = await db
    .select({ id: courseSections.id })
    .from(courseSections)
    .where(and(eq(courseSections.id, sectionId), eq(courseSections.courseId, courseId)));
  return Boolean(section);
}
