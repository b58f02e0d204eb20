import { eq } from 'drizzle-orm';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { VIDEO_HEIGHTS } from '../../../contract/media';
import type { AppContext } from '../../context';
import { videoRenditions, type StoredRendition } from '../../db/schema/media';
import { backfillImageVariants } from '../../plugins/image-variants';
import type { JobDefinition } from '../../plugins/jobs';
import { findFfmpeg, type Ffmpeg } from './ffmpeg';
import { mediaFolderOf } from './renditions';
import { orphanedRenditionKeys, untranscodedVideoKeys } from './video-sources.read-model';

type MediaContext = Pick<AppContext, 'db' | 'storage' | 'config' | 'jobs'>;

export const TRANSCODE_JOB = 'media.transcode';
export const FIND_VIDEOS_JOB = 'media.find-new-videos';
export const IMAGE_BACKFILL_JOB = 'media.image-variants';
/** Folders of public images that get WebP copies (slide images join when slides store theirs). */
const IMAGE_FOLDERS = ['covers', 'avatars', 'slides'] as const;
const TRANSCODE_ATTEMPTS = 3;
/** A new upload waits at most this long before its transcoding is queued. */
const SCAN_EVERY_MS = 30_000;

/** Per rendition: a quality for the encoder and a cap that keeps it within a mobile plan. */
const LADDER: Record<
  (typeof VIDEO_HEIGHTS)[number],
  { crf: number; maxrate: string; bufsize: string; audio: string; channels: number }
> = {
  // Data saver's size: at most ~330 kbps with its sound, so it streams on a 400 kbps connection without stalling.
  360: { crf: 30, maxrate: '280k', bufsize: '560k', audio: '48k', channels: 1 },
  720: { crf: 25, maxrate: '1500k', bufsize: '3000k', audio: '96k', channels: 2 },
};
/** Seconds per HLS segment; keyframes are forced on the same beat so every segment starts with one. */
const SEGMENT_SECONDS = 4;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * Makes the renditions of one uploaded video (issue 21): 360p and 720p MP4s (H.264/AAC, moov atom first so
 * playback starts before the download ends), an HLS ladder cut from them without re-encoding, and a poster.
 * A source smaller than a rung gets no upscaled copy of it. Idempotent: a second run rewrites the same keys.
 */
export async function transcodeVideo(ctx: MediaContext, ffmpeg: Ffmpeg, sourceKey: string): Promise<void> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'masar-transcode-'));
  try {
    const source = await ctx.storage.open(sourceKey);
    if (!source) throw new Error(`Source video missing: ${sourceKey}`);
    const input = path.join(work, 'source');
    await pipeline(source.stream, createWriteStream(input));
    const info = await ffmpeg.probe(input);
    const out = path.join(work, 'out');
    await mkdir(out);

    const rungs = VIDEO_HEIGHTS.filter((h, i) => i === 0 || info.height >= h * 0.9);
    const made: { height: number; width: number; file: string; bytes: number }[] = [];
    for (const height of rungs) {
      const h = even(Math.min(height, info.height));
      const file = `v${height}.mp4`;
      const rung = LADDER[height];
      await ffmpeg.run([
        ...['-i', input, '-map', '0:v:0', '-map', '0:a:0?'],
        ...['-vf', `scale=-2:${h}`, '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main'],
        ...['-crf', String(rung.crf), '-maxrate', rung.maxrate, '-bufsize', rung.bufsize],
        ...['-pix_fmt', 'yuv420p', '-sc_threshold', '0'],
        ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`],
        ...[
          '-c:a',
          'aac',
          '-b:a',
          rung.audio,
          '-ac',
          String(rung.channels),
          '-threads',
          '1',
          '-movflags',
          '+faststart',
        ],
        path.join(out, file),
      ]);
      await ffmpeg.run([
        ...['-i', path.join(out, file), '-c', 'copy', '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS)],
        ...['-hls_playlist_type', 'vod', '-hls_segment_filename', path.join(out, `h${height}_%03d.ts`)],
        path.join(out, `h${height}.m3u8`),
      ]);
      made.push({
        height,
        width: even((info.width * h) / info.height),
        file,
        bytes: (await stat(path.join(out, file))).size,
      });
    }
    const duration = Math.max(info.duration, 1);
    const master = [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      ...made.flatMap((m) => [
        `#EXT-X-STREAM-INF:BANDWIDTH=${Math.ceil(((m.bytes * 8) / duration) * 1.2)},RESOLUTION=${m.width}x${even(Math.min(m.height, info.height))},CODECS="avc1.4d401f${info.hasAudio ? ',mp4a.40.2' : ''}"`,
        `h${m.height}.m3u8`,
      ]),
      '',
    ].join('\n');
    await writeFile(path.join(out, 'master.m3u8'), master);
    await ffmpeg.run([
      ...['-ss', String(Math.min(1, duration / 2)), '-i', input, '-frames:v', '1'],
      ...['-vf', `scale=-2:${even(Math.min(360, info.height))}`, '-q:v', '4', path.join(out, 'poster.jpg')],
    ]);

    const folder = mediaFolderOf(sourceKey);
    let hlsSize = 0;
    for (const name of await readdir(out)) {
      const data = await readFile(path.join(out, name));
      await ctx.storage.put(`${folder}/${name}`, data);
      if (name.startsWith('h') || name === 'master.m3u8') hlsSize += data.length;
    }
    const variants: StoredRendition[] = made.map((m) => ({
      height: m.height,
      key: `${folder}/${m.file}`,
      size: m.bytes,
    }));
    await ctx.db
      .update(videoRenditions)
      .set({
        status: 'done',
        variants,
        hlsKey: `${folder}/master.m3u8`,
        posterKey: `${folder}/poster.jpg`,
        hlsSize,
        lastError: null,
        updatedAt: new Date(),
      })
      .where(eq(videoRenditions.sourceKey, sourceKey));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Removes a rendition's files and row (its source video is gone). */
export async function removeRenditions(ctx: MediaContext, sourceKey: string): Promise<void> {
  const folder = mediaFolderOf(sourceKey);
  await Promise.all((await ctx.storage.list(folder)).map((key) => ctx.storage.delete(key)));
  await ctx.db.delete(videoRenditions).where(eq(videoRenditions.sourceKey, sourceKey));
}

/**
 * Queues the transcoding of every course video that has none yet, and clears renditions whose video is gone.
 * Uploads are found by this scan rather than announced by the courses module, so every way a video lands
 * (a submission, a replaced file, a revision) is covered without the courses module knowing about media.
 */
export async function queueNewVideos(ctx: MediaContext): Promise<number> {
  for (const key of await orphanedRenditionKeys(ctx.db, 50)) await removeRenditions(ctx, key);
  if (!(await findFfmpeg(ctx.config.ffmpegPath))) return 0;
  const keys = await untranscodedVideoKeys(ctx.db, 50);
  for (const sourceKey of keys) {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(videoRenditions).values({ sourceKey }).onConflictDoNothing();
      await ctx.jobs.enqueue(
        tx,
        TRANSCODE_JOB,
        { sourceKey },
        { key: `transcode:${sourceKey}`, maxAttempts: TRANSCODE_ATTEMPTS },
      );
    });
  }
  return keys.length;
}

/** The media module's jobs: the scan (recurring) and one transcoding per video (run once across instances). */
export function mediaJobs(ctx: MediaContext): JobDefinition[] {
  return [
    { name: FIND_VIDEOS_JOB, everyMs: SCAN_EVERY_MS, handler: async () => void (await queueNewVideos(ctx)) },
    // Covers and avatars stored before their WebP copies existed get them (once; a day later it finds none).
    {
      name: IMAGE_BACKFILL_JOB,
      everyMs: 24 * 60 * 60_000,
      handler: async () => {
        await backfillImageVariants(ctx.storage, IMAGE_FOLDERS, () => undefined);
      },
    },
    {
      name: TRANSCODE_JOB,
      maxAttempts: TRANSCODE_ATTEMPTS,
      timeoutMs: 60 * 60_000,
      async handler({ payload, attempt }) {
        const { sourceKey } = payload as { sourceKey: string };
        const ffmpeg = await findFfmpeg(ctx.config.ffmpegPath);
        if (!ffmpeg) {
          // Transcoding was turned off after the job was queued: the original plays, nothing is processing.
          await ctx.db.delete(videoRenditions).where(eq(videoRenditions.sourceKey, sourceKey));
          return;
        }
        if (!(await ctx.storage.exists(sourceKey))) return removeRenditions(ctx, sourceKey);
        try {
          await transcodeVideo(ctx, ffmpeg, sourceKey);
        } catch (error) {
          // The jobs runner logs the error and retries with back-off; the row keeps it for the admin's page.
          const message = error instanceof Error ? error.message.slice(0, 2000) : String(error);
          await ctx.db
            .update(videoRenditions)
            .set({
              lastError: message,
              updatedAt: new Date(),
              ...(attempt >= TRANSCODE_ATTEMPTS ? { status: 'failed' as const } : {}),
            })
            .where(eq(videoRenditions.sourceKey, sourceKey));
          throw error;
        }
      },
    },
  ];
}
