import type { FastifyRequest } from 'fastify';
import {
  SLIDE_IMAGE_MAX_BYTES,
  SLIDE_VIDEO_MAX_BYTES,
  slideFields,
  type SlideFields,
} from '../../../contract/slides';
import type { AppContext } from '../../context';
import { badRequest, payloadTooLarge } from '../../errors';
import { deleteImageWithVariants, writeStoredImageVariants } from '../../plugins/image-variants';
import { IMAGE_MIMES, saveUploadStream, type FileMime, type SavedFile } from '../../plugins/storage';
import { parseOrBadRequest } from '../../plugins/validation';
import { SLIDE_FOLDER } from './slides';

const SLIDE_MIMES: readonly FileMime[] = [...IMAGE_MIMES, 'video/mp4', 'video/webm'];
/** Fields sent as JSON text in the form: objects, arrays, numbers and booleans. */
const JSON_FIELDS = new Set([
  'title',
  'description',
  'cta_text',
  'target_audience_roles',
  'order',
  'is_active',
  'duration',
  'overlay_opacity',
]);
/** Dates as ISO 8601 text; empty (or `null`) clears one. */
const DATE_FIELDS = new Set(['start_date', 'end_date']);
const TEXT_FIELDS = new Set(['cta_link', 'overlay_color', 'transition', 'alt_text']);

/**
 * Reads a slide's multipart form: the file in the part `media` (an image, or an MP4/WebM video, checked by its
 * bytes and streamed to storage) and the other fields, objects as JSON strings. Anything refused removes the file
 * already stored, so a bad request changes nothing.
 */
export async function readSlideForm(
  ctx: Pick<AppContext, 'storage'>,
  request: FastifyRequest,
): Promise<{ fields: SlideFields; media: SavedFile | null }> {
  if (!request.isMultipart()) throw badRequest('Send the slide as multipart/form-data');
  const raw: Record<string, unknown> = {};
  let media: SavedFile | null = null;
  try {
    const limits = { fileSize: SLIDE_VIDEO_MAX_BYTES, files: 1, fields: 30 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'media') {
          part.file.resume();
          throw badRequest(`${part.fieldname}: send the file in the part "media"`);
        }
        media = await saveUploadStream(ctx.storage, {
          folder: SLIDE_FOLDER,
          stream: part.file,
          allowed: SLIDE_MIMES,
        });
        if (media.mime.startsWith('image/')) {
          if (media.size > SLIDE_IMAGE_MAX_BYTES) throw payloadTooLarge();
          // WebP copies at 320, 640 and 1280 px, as covers and avatars have (issue 21).
          await writeStoredImageVariants(ctx.storage, media.key);
        }
        continue;
      }
      const value = String(part.value);
      if (JSON_FIELDS.has(part.fieldname)) {
        try {
          raw[part.fieldname] = value === '' ? null : JSON.parse(value);
        } catch {
          throw badRequest(`${part.fieldname}: must be JSON`);
        }
      } else if (DATE_FIELDS.has(part.fieldname)) {
        raw[part.fieldname] = value === '' || value === 'null' ? null : value.replace(/^"(.*)"$/, '$1');
      } else if (TEXT_FIELDS.has(part.fieldname)) {
        raw[part.fieldname] = value;
      } else {
        throw badRequest(`${part.fieldname}: not a field of a slide`);
      }
    }
    return { fields: parseOrBadRequest(slideFields, raw), media };
  } catch (error) {
    if (media) await deleteImageWithVariants(ctx.storage, media.key);
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') throw badRequest('media: send one file');
    throw error;
  }
}

/** Runs the write that keeps an uploaded file; if it fails the file is removed. */
export async function keepingMedia<T>(
  ctx: Pick<AppContext, 'storage'>,
  media: SavedFile | null,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (media) await deleteImageWithVariants(ctx.storage, media.key);
    throw error;
  }
}
