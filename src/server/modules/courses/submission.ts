import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../plugins/access';
import { recordUploads, uploadAllowance } from '../settings/index';
import { BLOCK_FILE_MAX_BYTES, courseInput, type CourseInput } from '../../../contract/courses';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../errors';
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
  uploader: AuthUser,
): Promise<{ input: CourseInput; uploads: Map<string, UploadedFile> }> {
  if (!request.isMultipart()) {
    return { input: parseOrBadRequest(courseInput, request.body), uploads: new Map() };
  }
  const allowance = await uploadAllowance(ctx.db, uploader.id);
  const uploads = new Map<string, UploadedFile>();
  let data: unknown;
  try {
    const limits = { fileSize: MAX_UPLOAD, files: allowance.filesPerRequest, fields: 10 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (uploads.has(part.fieldname))
          throw badRequest(`${part.fieldname}: two files were sent in one part`);
        allowance.assertRoom();
        const saved = await saveUploadStream(ctx.storage, {
          folder: COURSE_FOLDER,
          stream: part.file,
          allowed: ALL_COURSE_MIMES,
        });
        uploads.set(part.fieldname, { ...saved, originalName: part.filename.slice(0, 200) || 'file' });
        allowance.take(saved.size);
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
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') {
      throw new AppError(413, `At most ${allowance.filesPerRequest} files can be sent in one request`);
    }
    throw error;
  }
}

/** Runs a write that received files; if it fails, the files are removed so nothing is left orphaned. */
export async function withUploads<T>(
  ctx: AppContext,
  uploader: AuthUser,
  uploads: Map<string, UploadedFile>,
  run: () => Promise<T>,
) {
  try {
    const result = await run();
    await recordUploads(
      ctx.db,
      uploader.id,
      [...uploads.values()].map((u) => u.size),
    );
    return result;
  } catch (error) {
    await Promise.all([...uploads.values()].map((u) => ctx.storage.delete(u.key)));
    throw error;
  }
}

/** Reads the one file of a block-file upload (part `file`), streamed to storage like a submission's files. */
export async function readBlockFile(
  ctx: AppContext,
  request: FastifyRequest,
  uploader: AuthUser,
): Promise<UploadedFile> {
  const allowance = await uploadAllowance(ctx.db, uploader.id);
  const part = await request.file({ limits: { fileSize: MAX_UPLOAD, files: 1 } });
  if (!part || part.fieldname !== 'file') throw badRequest('file: a file is required');
  allowance.assertRoom();
  const saved = await saveUploadStream(ctx.storage, {
    folder: COURSE_FOLDER,
    stream: part.file,
    allowed: ALL_COURSE_MIMES,
  });
  try {
    allowance.take(saved.size);
  } catch (error) {
    await ctx.storage.delete(saved.key);
    throw error;
  }
  return { ...saved, originalName: part.filename.slice(0, 200) || 'file' };
}
