import { count, eq, inArray } from 'drizzle-orm';
import type { MediaStatus } from '../../../contract/media';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { videoRenditions } from '../../db/schema/media';
import { findFfmpeg } from './ffmpeg';

export type RenditionRow = typeof videoRenditions.$inferSelect;

/** Where the files made from a source video live: `media/<source uuid>/`. */
export function mediaFolderOf(sourceKey: string): string {
  const base = sourceKey.split('/').pop() ?? '';
  return `media/${base.replace(/\.[a-z0-9]+$/, '')}`;
}

/** The names a rendition's files may have (all server-chosen). */
export const MEDIA_FILE_NAME =
  /^(v(360|720)\.mp4|poster\.jpg|master\.m3u8|h(360|720)\.m3u8|h(360|720)_\d{3,5}\.ts)$/;

export interface VideoMedia {
  variants: { height: number; name: string; size: number }[];
  /** The master playlist's name, when the ladder exists. */
  hls: string | null;
  poster: string | null;
  processing: boolean;
}

/**
 * What each source video has been made into, for the course response. A video with no row yet is processing
 * when transcoding is on (the scan picks it up within a minute) and plain when it is off.
 */
export async function videoMediaFor(
  ctx: { db: DbOrTx; config: AppContext['config'] },
  sourceKeys: string[],
): Promise<Map<string, VideoMedia>> {
  const result = new Map<string, VideoMedia>();
  if (sourceKeys.length === 0) return result;
  const [rows, ffmpeg] = await Promise.all([
    ctx.db.select().from(videoRenditions).where(inArray(videoRenditions.sourceKey, sourceKeys)),
    findFfmpeg(ctx.config.ffmpegPath),
  ]);
  const byKey = new Map(rows.map((r) => [r.sourceKey, r]));
  for (const key of sourceKeys) {
    const row = byKey.get(key);
    if (row?.status === 'done') {
      result.set(key, {
        variants: row.variants.map((v) => ({
          height: v.height,
          name: v.key.split('/').pop()!,
          size: v.size,
        })),
        hls: row.hlsKey ? row.hlsKey.split('/').pop()! : null,
        poster: row.posterKey ? row.posterKey.split('/').pop()! : null,
        processing: false,
      });
    } else {
      result.set(key, {
        variants: [],
        hls: null,
        poster: null,
        processing: ffmpeg !== null && row?.status !== 'failed',
      });
    }
  }
  return result;
}

export async function getRendition(db: DbOrTx, sourceKey: string): Promise<RenditionRow | undefined> {
  const [row] = await db.select().from(videoRenditions).where(eq(videoRenditions.sourceKey, sourceKey));
  return row;
}

/** For the admin's course-files page: whether transcoding runs here, and how many videos wait or failed. */
export async function getMediaStatus(ctx: Pick<AppContext, 'db' | 'config'>): Promise<MediaStatus> {
  const ffmpeg = await findFfmpeg(ctx.config.ffmpegPath);
  const rows = await ctx.db
    .select({ status: videoRenditions.status, n: count() })
    .from(videoRenditions)
    .groupBy(videoRenditions.status);
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return {
    transcoding: ffmpeg !== null,
    ffmpegVersion: ffmpeg?.version ?? null,
    pending: of('pending'),
    failed: of('failed'),
  };
}
