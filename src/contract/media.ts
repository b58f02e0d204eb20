import { z } from 'zod';

// Learning on a weak connection (issue 21, docs/decisions/090-weak-connections.md): video renditions, image
// widths and the offline pack.

export { DATA_SAVER_HEIGHT, VIDEO_HEIGHTS } from './media-rules';

export const videoVariant = z.object({
  height: z.number().int(),
  url: z.string(),
  size: z.number().int(),
});
export type VideoVariant = z.infer<typeof videoVariant>;

/** What a video block carries beyond its original file; absent on other blocks and on locked ones. */
export const videoMedia = {
  variants: z.array(videoVariant).optional(),
  hlsUrl: z.string().nullable().optional(),
  posterUrl: z.string().nullable().optional(),
  /** True while the renditions are being made; the original file plays meanwhile. */
  processing: z.boolean().optional(),
};

/** Whether uploaded videos are transcoded on this server (the admin's course-files page says so). */
export const mediaStatus = z.object({
  transcoding: z.boolean(),
  ffmpegVersion: z.string().nullable(),
  pending: z.number().int(),
  failed: z.number().int(),
});
export type MediaStatus = z.infer<typeof mediaStatus>;

// ── Offline packs ────────────────────────────────────────────────────────────────────────────────────────

/** How long a kept course's file grants last: the device revalidates before then. */
export const OFFLINE_PACK_DAYS = 14;

export const offlineFile = z.object({
  blockId: z.number().int(),
  url: z.string(),
  size: z.number().int(),
  type: z.enum(['pdf', 'video', 'image', 'file']),
});
export type OfflineFile = z.infer<typeof offlineFile>;

export const offlinePack = z.object({
  /** Changes whenever the published content changes (a hash of it): a kept copy with another version is refreshed. */
  version: z.string(),
  expiresAt: z.string(),
  files: z.array(offlineFile),
});
export type OfflinePack = z.infer<typeof offlinePack>;
