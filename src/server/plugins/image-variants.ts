import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../contract/image-variants';
import { AppError } from '../errors';
import { IMAGE_MIMES, saveUpload, type FileMime, type SavedFile, type Storage } from './storage';

/**
 * Images at the size they are shown (issue 21): every stored cover, avatar and slide image keeps its original
 * and gets WebP copies 320, 640 and 1280 px wide beside it (`<key without extension>-<width>.webp`), so pages
 * can offer a `srcset` (`contract/image-variants.ts`) and a phone on data saver loads the smallest.
 * Keys are never reused, so every copy is served with a year of immutable caching.
 */

/** The storage key of an image's WebP copy at `width`. */
export function imageVariantKey(key: string, width: number): string {
  return key.replace(/\.[a-z0-9]+$/, `-${width}.webp`);
}

/** True for the key of a WebP copy (they are not originals: they get no copies of their own). */
export const isImageVariantKey = (key: string) => /-\d+\.webp$/.test(key);

/** Writes the WebP copies of an image already stored at `key`; throws when the bytes are not a readable image. */
export async function writeImageVariants(storage: Storage, key: string, data: Buffer): Promise<void> {
  // One decode, three resizes; never wider than the original (a small avatar stays small). As lenient as a
  // browser: an image with a bad checksum still shows there, so it gets its copies; only an unreadable one fails.
  const source = sharp(data, { failOn: 'none' }).rotate();
  await source.metadata();
  for (const width of IMAGE_WIDTHS) {
    const webp = await source
      .clone()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: width <= 320 ? 70 : 78 })
      .toBuffer();
    await storage.put(imageVariantKey(key, width), webp);
  }
}

/**
 * Checks an uploaded image by its bytes, stores the original in `folder` and its WebP copies beside it. The one
 * helper covers, avatars and slide images go through. An image sharp cannot read is refused with 415 and
 * nothing is left stored.
 */
export async function saveImageWithVariants(
  storage: Storage,
  options: { folder: string; data: Buffer; maxBytes: number; allowed?: readonly FileMime[] },
): Promise<SavedFile> {
  const saved = await saveUpload(storage, { ...options, allowed: options.allowed ?? IMAGE_MIMES });
  try {
    await writeImageVariants(storage, saved.key, options.data);
  } catch {
    await deleteImageWithVariants(storage, saved.key);
    throw new AppError(415, 'The image could not be read');
  }
  return saved;
}

/** The name of an original image (not a video, not a copy): the files that get WebP copies. */
const ORIGINAL_IMAGE = /\.(png|jpg|webp|gif)$/;

/**
 * Writes the copies of an image already streamed to storage (a slide's media, which may also be a video): reads
 * it back once. Throws 415 when the bytes are not a readable image; the caller removes what it stored.
 */
export async function writeStoredImageVariants(storage: Storage, key: string): Promise<void> {
  const file = await storage.open(key);
  if (!file) throw new AppError(415, 'The image could not be read');
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  try {
    await writeImageVariants(storage, key, Buffer.concat(chunks));
  } catch {
    throw new AppError(415, 'The image could not be read');
  }
}

/** Removes an image and its copies. */
export async function deleteImageWithVariants(storage: Storage, key: string): Promise<void> {
  await Promise.all([key, ...IMAGE_WIDTHS.map((w) => imageVariantKey(key, w))].map((k) => storage.delete(k)));
}

/**
 * Writes the copies of images stored before copies existed (or whose copying was interrupted). Returns how many
 * originals got copies; unreadable ones are skipped and reported by the caller's log.
 */
export async function backfillImageVariants(
  storage: Storage,
  folders: readonly string[],
  onError: (key: string, error: unknown) => void,
): Promise<number> {
  let written = 0;
  for (const folder of folders) {
    const keys = await storage.list(folder);
    const present = new Set(keys);
    for (const key of keys) {
      if (isImageVariantKey(key) || !ORIGINAL_IMAGE.test(key)) continue;
      if (IMAGE_WIDTHS.every((w) => present.has(imageVariantKey(key, w)))) continue;
      const file = await storage.open(key);
      if (!file) continue;
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of file.stream) chunks.push(chunk as Buffer);
        await writeImageVariants(storage, key, Buffer.concat(chunks));
        written++;
      } catch (error) {
        onError(key, error);
      }
    }
  }
  return written;
}
