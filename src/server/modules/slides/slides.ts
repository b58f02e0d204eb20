import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  SLIDE_DURATION,
  SLIDE_NOT_FOUND,
  type Slide,
  type SlideAudience,
  type SlideFields,
} from '../../../contract/slides';
import type { AppContext } from '../../context';
import { onePerBus, type EventBus } from '../../plugins/events';
import type { Db, DbOrTx } from '../../db/client';
import { slides } from '../../db/schema/slides';
import { badRequest, notFound } from '../../errors';
import { deleteImageWithVariants } from '../../plugins/image-variants';
import type { SavedFile } from '../../plugins/storage';

type Row = typeof slides.$inferSelect;

export const SLIDE_FOLDER = 'slides';

export function toSlideDto(row: Row, publicUrl: (key: string) => string): Slide {
  const url = publicUrl(row.mediaKey);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image_url: row.mediaType === 'image' ? url : null,
    video_url: row.mediaType === 'video' ? url : null,
    media_type: row.mediaType,
    order: row.order,
    is_active: row.isActive,
    duration: row.duration,
    start_date: row.startDate?.toISOString() ?? null,
    end_date: row.endDate?.toISOString() ?? null,
    target_audience_roles: row.targetAudienceRoles as SlideAudience[],
    cta_text: row.ctaText,
    cta_link: row.ctaLink,
    overlay_color: row.overlayColor,
    overlay_opacity: row.overlayOpacity,
    transition: row.transition,
    alt_text: row.altText,
    views: row.views,
    clicks: row.clicks,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const byOrder = [asc(slides.order), asc(slides.id)];

/** Every slide, for the admin list. */
export async function listSlides(ctx: Pick<AppContext, 'db' | 'storage'>): Promise<Slide[]> {
  const rows = await ctx.db
    .select()
    .from(slides)
    .orderBy(...byOrder);
  return rows.map((r) => toSlideDto(r, ctx.storage.publicUrl));
}

/**
 * The slides a viewer of `role` sees now: active, started (`start_date <= now`), not ended (`now < end_date`)
 * and aimed at the role; `null` (an admin previewing) means any audience.
 */
export async function activeSlides(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  role: SlideAudience | null,
  now = new Date(),
): Promise<Slide[]> {
  return (await activeSlidesUntilChange(ctx, role, now)).slides;
}

/**
 * The active slides of `role` at `now`, and when that answer next changes by itself (the soonest start or end
 * date still ahead among the role's active slides; null when none is ahead), so a cache can keep it until then.
 * One query: the role's active slides whatever their dates, the dates applied here.
 */
export async function activeSlidesUntilChange(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  role: SlideAudience | null,
  now = new Date(),
): Promise<{ slides: Slide[]; nextChange: Date | null }> {
  const rows = await ctx.db
    .select()
    .from(slides)
    .where(
      and(eq(slides.isActive, true), role ? sql`${role} = any(${slides.targetAudienceRoles})` : undefined),
    )
    .orderBy(...byOrder);
  const t = now.getTime();
  const shown = rows.filter(
    (r) =>
      (r.startDate === null || r.startDate.getTime() <= t) && (r.endDate === null || r.endDate.getTime() > t),
  );
  const ahead = rows
    .flatMap((r) => [r.startDate, r.endDate])
    .filter((d): d is Date => d !== null && d.getTime() > t)
    .map((d) => d.getTime());
  return {
    slides: shown.map((r) => toSlideDto(r, ctx.storage.publicUrl)),
    nextChange: ahead.length ? new Date(Math.min(...ahead)) : null,
  };
}

/** How long visitors' active slides are kept at most (their view and click counts change without a write). */
export const ACTIVE_SLIDES_KEPT_MS = 60_000;

export interface VisitorSlides {
  /** The slides a visitor (and a student) sees at `now`, and until when (ms since the epoch) that answer holds. */
  read(now?: Date): Promise<{ slides: Slide[]; until: number }>;
}

/**
 * Visitors' active slides (the students' audience), kept per process: read by `GET /api/slides/active` for a
 * visitor or a student and by the home page's HTML (its first slide's image preloaded, the list inlined;
 * decision 100), so neither costs a query per request. Kept until the next start or end date among them and at
 * most a minute; dropped at once by `public-data.changed`, which every slide write publishes (on every
 * instance, like the public cache). A read that began before a change is answered but not kept.
 */
export function createVisitorSlides(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  events: Pick<EventBus, 'on'>,
): VisitorSlides {
  let kept: { slides: Slide[]; until: number } | null = null;
  let reading: { generation: number; done: Promise<{ slides: Slide[]; until: number }> } | null = null;
  let generation = 0;
  events.on('public-data.changed', () => {
    generation += 1;
    kept = null;
    reading = null;
  });
  return {
    async read(now = new Date()) {
      if (kept && kept.until > now.getTime()) return kept;
      // A burst of misses reads once.
      if (reading && reading.generation === generation) return reading.done;
      const started = generation;
      const done = activeSlidesUntilChange(ctx, 'student', now).then((active) => ({
        slides: active.slides,
        until: Math.min(
          active.nextChange?.getTime() ?? Number.POSITIVE_INFINITY,
          now.getTime() + ACTIVE_SLIDES_KEPT_MS,
        ),
      }));
      reading = { generation: started, done };
      try {
        const read = await done;
        if (generation === started) kept = read;
        return read;
      } finally {
        if (reading?.done === done) reading = null;
      }
    },
  };
}

/** One per event bus (per app): the slides route and the home page's HTML share it. */
const visitorSlidesPerBus = onePerBus((events, ctx: Pick<AppContext, 'db' | 'storage'>) =>
  createVisitorSlides(ctx, events),
);
export function visitorSlides(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  events: Pick<EventBus, 'on'>,
): VisitorSlides {
  return visitorSlidesPerBus(events, ctx);
}

async function findRow(db: DbOrTx, id: number): Promise<Row> {
  const [row] = await db.select().from(slides).where(eq(slides.id, id));
  if (!row) throw notFound(SLIDE_NOT_FOUND);
  return row;
}

export async function getSlide(ctx: Pick<AppContext, 'db' | 'storage'>, id: number): Promise<Slide> {
  return toSlideDto(await findRow(ctx.db, id), ctx.storage.publicUrl);
}

function assertDates(start: Date | null, end: Date | null) {
  if (start && end && end <= start) throw badRequest('end_date: must be after start_date');
}

const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

function columns(fields: SlideFields) {
  return {
    ...(fields.title !== undefined ? { title: fields.title } : {}),
    ...(fields.description !== undefined ? { description: fields.description } : {}),
    ...(fields.cta_text !== undefined ? { ctaText: fields.cta_text } : {}),
    ...(fields.cta_link !== undefined ? { ctaLink: fields.cta_link } : {}),
    ...(fields.order !== undefined ? { order: fields.order } : {}),
    ...(fields.is_active !== undefined ? { isActive: fields.is_active } : {}),
    ...(fields.duration !== undefined ? { duration: fields.duration } : {}),
    ...(fields.start_date !== undefined ? { startDate: toDate(fields.start_date) } : {}),
    ...(fields.end_date !== undefined ? { endDate: toDate(fields.end_date) } : {}),
    ...(fields.target_audience_roles !== undefined
      ? { targetAudienceRoles: fields.target_audience_roles }
      : {}),
    ...(fields.overlay_color !== undefined ? { overlayColor: fields.overlay_color.toLowerCase() } : {}),
    ...(fields.overlay_opacity !== undefined ? { overlayOpacity: fields.overlay_opacity } : {}),
    ...(fields.transition !== undefined ? { transition: fields.transition } : {}),
    ...(fields.alt_text !== undefined ? { altText: fields.alt_text } : {}),
  };
}

const mediaTypeOf = (media: SavedFile): 'image' | 'video' =>
  media.mime.startsWith('video/') ? 'video' : 'image';
const EMPTY = { ar: '', fr: '', en: '' };

export async function createSlide(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  fields: SlideFields,
  media: SavedFile | null,
): Promise<Slide> {
  if (!media) throw badRequest('media: an image or video file is required');
  if (!fields.title) throw badRequest('title: Write it in at least one language');
  if (!fields.target_audience_roles) throw badRequest('target_audience_roles: Choose at least one audience');
  assertDates(toDate(fields.start_date), toDate(fields.end_date));
  // A new slide goes last unless an order is given.
  const order =
    fields.order ??
    Number(
      (await ctx.db.select({ next: sql<number>`coalesce(max(${slides.order}) + 1, 0)` }).from(slides))[0]
        ?.next ?? 0,
    );
  const [row] = await ctx.db
    .insert(slides)
    .values({
      description: EMPTY,
      ctaText: EMPTY,
      duration: SLIDE_DURATION.default,
      ...columns(fields),
      title: fields.title,
      targetAudienceRoles: fields.target_audience_roles,
      order,
      mediaKey: media.key,
      mediaType: mediaTypeOf(media),
    })
    .returning();
  return toSlideDto(row!, ctx.storage.publicUrl);
}

/** Changes the fields sent; a new media file replaces the old one, which is removed once the row points away. */
export async function updateSlide(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  id: number,
  fields: SlideFields,
  media: SavedFile | null,
): Promise<Slide> {
  const current = await findRow(ctx.db, id);
  const start = fields.start_date !== undefined ? toDate(fields.start_date) : current.startDate;
  const end = fields.end_date !== undefined ? toDate(fields.end_date) : current.endDate;
  assertDates(start, end);
  const [row] = await ctx.db
    .update(slides)
    .set({
      ...columns(fields),
      ...(media ? { mediaKey: media.key, mediaType: mediaTypeOf(media) } : {}),
      updatedAt: new Date(),
    })
    .where(eq(slides.id, id))
    .returning();
  if (!row) throw notFound(SLIDE_NOT_FOUND);
  if (media && current.mediaKey !== media.key) await deleteImageWithVariants(ctx.storage, current.mediaKey);
  return toSlideDto(row, ctx.storage.publicUrl);
}

/** Removes a slide, its daily counts (cascade) and its media file. */
export async function deleteSlide(ctx: Pick<AppContext, 'db' | 'storage'>, id: number): Promise<void> {
  const [row] = await ctx.db.delete(slides).where(eq(slides.id, id)).returning({ mediaKey: slides.mediaKey });
  if (!row) throw notFound(SLIDE_NOT_FOUND);
  // An image goes with its WebP copies (a video has none: nothing more is removed).
  await deleteImageWithVariants(ctx.storage, row.mediaKey);
}

/**
 * Gives each listed slide its new order, all or none: an unknown id refuses the whole list (404) before
 * anything changes, and the updates are one statement.
 */
export async function reorderSlides(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  list: { id: number; order: number }[],
): Promise<Slide[]> {
  await ctx.db.transaction(async (tx) => {
    const ids = list.map((s) => s.id);
    const found = await tx
      .select({ id: slides.id })
      .from(slides)
      .where(inArray(slides.id, ids))
      .for('update');
    if (found.length !== ids.length) throw notFound(SLIDE_NOT_FOUND);
    const values = sql.join(
      list.map((s) => sql`(${s.id}::int, ${s.order}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${slides} set "order" = v.new_order, updated_at = now()
          from (values ${values}) as v(id, new_order) where ${slides.id} = v.id`,
    );
  });
  return listSlides(ctx);
}

export async function slideExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: slides.id }).from(slides).where(eq(slides.id, id));
  return row !== undefined;
}
