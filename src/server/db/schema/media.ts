import { bigint, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const renditionStatus = pgEnum('rendition_status', ['pending', 'done', 'failed']);

/** One rendition: an MP4 of a given height (H.264/AAC, fast start) kept in storage. */
export interface StoredRendition {
  height: number;
  key: string;
  size: number;
}

/**
 * What the `media` module made from an uploaded video (docs/decisions/090-weak-connections.md): the 360p and
 * 720p MP4s, an HLS ladder (`hlsKey` is the master playlist; its variant playlists and segments sit beside it
 * under `media/<source uuid>/`) and a poster. Keyed by the source file's storage key, so the course that holds
 * the video stays the courses module's business; a row whose source is gone is removed with its files.
 */
export const videoRenditions = pgTable('video_renditions', {
  sourceKey: text('source_key').primaryKey(),
  status: renditionStatus('status').notNull().default('pending'),
  variants: jsonb('variants').$type<StoredRendition[]>().notNull().default([]),
  hlsKey: text('hls_key'),
  posterKey: text('poster_key'),
  /** Bytes of every file of the HLS ladder together. */
  hlsSize: bigint('hls_size', { mode: 'number' }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
