import type { FastifyRequest } from 'fastify';
import { BLOCK_FILE_MAX_BYTES, courseInput, type CourseInput } from '../../../contract/courses';
import type { AppContext } from '../../context';
import { badRequest } from '../../errors';
import { saveUploadStream } from '../../plugins/storage';
import { parseOrBadRequest } from '../../plugins/validation';
import { COURSE_FOLDER } from './authoring';
import { ALL_COURSE_MIMES, type UploadedFile } from './block-plan';

/** The largest file any block type accepts: the cap on each multipart file part. */
export const MAX_UPLOAD = Math.max(...Object.values(BLOCK_FILE_MAX_BYTES));

/**
 * Reads a course submission: JSON, or multipart with the course JSON in a `data` field and each block's file in
 * the part its `fileField` names. Files are streamed to storage as they arrive (type checked by content); if
 * anything fails, the files already stored are removed.
 */
export async function readSubmission(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ input: CourseInput; uploads: Map<string, UploadedFile> }> {
  if (!request.isMultipart()) {
    return { input: parseOrBadRequest(courseInput, request.body), uploads: new Map() };
  }
  const uploads = new Map<string, UploadedFile>();
  let data: unknown;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD, files: 100, fields: 10 } })) {
      if (part.type === 'file') {
        if (uploads.has(part.fieldname))
          throw badRequest(`${part.fieldname}: two files were sent in one part`);
        const saved = await saveUploadStream(ctx.storage, {
          folder: COURSE_FOLDER,
          stream: part.file,
          allowed: ALL_COURSE_MIMES,
        });
        uploads.set(part.fieldname, { ...saved, originalName: part.filename.slice(0, 200) || 'file' });
      } else if (part.fieldname === 'data') {
        try {
          data = JSON.parse(String(part.value));
        } catch {
          throw badRequest('data: must be the course as JSON');
        }
      }
    }
    if (data === undefined) throw badRequest('data: the course JSON is required');
    return { input: parseOrBadRequest(courseInput, data), uploads };
  } catch (error) {
    await Promise.all([...uploads.values()].map((u) => ctx.storage.delete(u.key)));
    throw error;
  }
}

/** Runs a write that received files; if it fails, the files are removed so nothing is left orphaned. */
export async function withUploads<T>(
  ctx: AppContext,
  uploads: Map<string, UploadedFile>,
  run: () => Promise<T>,
) {
  try {
    return await run();
  } catch (error) {
    await Promise.all([...uploads.values()].map((u) => ctx.storage.delete(u.key)));
    throw error;
  }
}

/** Reads the one file of a block-file upload (part `file`), streamed to storage like a submission's files. */
export async function readBlockFile(ctx: AppContext, request: FastifyRequest): Promise<UploadedFile> {
  const part = await request.file({ limits: { fileSize: MAX_UPLOAD, files: 1 } });
  if (!part || part.fieldname !== 'file') throw badRequest('file: a file is required');
  const saved = await saveUploadStream(ctx.storage, {
    folder: COURSE_FOLDER,
    stream: part.file,
    allowed: ALL_COURSE_MIMES,
  });
  return { ...saved, originalName: part.filename.slice(0, 200) || 'file' };
}
