import { randomUUID } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';
import { fileTypeFromBuffer, fileTypeStream } from 'file-type';
import { AppError, badRequest, notFound, payloadTooLarge } from '../errors';

/** What the platform stores: keys are server-chosen (`folder/<uuid>.<ext>`), never a client's file name. */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  putStream(key: string, data: Readable): Promise<number>;
  /** A stored file (or the byte range `start`–`end`, inclusive) with its total size. */
  open(
    key: string,
    range?: { start: number; end: number },
  ): Promise<{ stream: Readable; size: number } | null>;
  size(key: string): Promise<number | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Every key under a folder, for reports of orphaned files. */
  list(folder: string): Promise<string[]>;
  /** Where a browser fetches a public file (an avatar, a course cover); paid files have their own routes. */
  publicUrl(key: string): string;
  /** Throws unless the store can be written to (the folder exists and is writable; the bucket answers). */
  ping(): Promise<void>;
}

/**
 * The API path that serves a public file (`modules/files`), whatever storage holds it. Mappers that have no
 * AppContext (DTOs built from rows) use it; code with a context calls `ctx.storage.publicUrl`.
 */
export function publicFileUrl(key: string): string {
  assertStorageKey(key);
  return `/api/files/${key}`;
}

const KEY = /^[a-z0-9-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/** Refuses a key the server would never choose (a path escape, an absolute path, a client's file name). */
export function assertStorageKey(key: string) {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

/** Files under DATA_DIR/uploads, public ones served by the API's `/api/files/` routes. */
export function createLocalStorage(root: string): Storage {
  const full = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = full(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomUUID()}.part`;
      await writeFile(tmp, data);
      await rename(tmp, file);
    },
    async putStream(key, data) {
      const file = full(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomUUID()}.part`;
      try {
        await pipeline(data, createWriteStream(tmp));
        await rename(tmp, file);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
      return (await stat(file)).size;
    },
    async open(key, range) {
      const file = full(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return {
          stream: createReadStream(file, range ? { start: range.start, end: range.end } : {}),
          size: info.size,
        };
      } catch {
        return null;
      }
    },
    async size(key) {
      try {
        const info = await stat(full(key));
        return info.isFile() ? info.size : null;
      } catch {
        return null;
      }
    },
    async exists(key) {
      try {
        return (await stat(full(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(full(key), { force: true });
    },
    async list(folder) {
      const dir = path.join(root, folder);
      try {
        const entries = await readdir(dir, { recursive: true, withFileTypes: true });
        return entries
          .filter((e) => e.isFile() && !e.name.endsWith('.part'))
          .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
      } catch {
        return [];
      }
    },
    publicUrl: publicFileUrl,
    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}

/** Content types the platform accepts, by what the bytes are, with the extension the server gives them. */
export const FILE_KINDS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/vnd.wave': 'wav',
  'audio/x-m4a': 'm4a',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
} as const;
export type FileMime = keyof typeof FILE_KINDS;
export const IMAGE_MIMES: readonly FileMime[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

// The first MIME listed for an extension is the one files are served with.
const MIME_BY_EXT = new Map<string, FileMime>();
for (const [mime, ext] of Object.entries(FILE_KINDS))
  if (!MIME_BY_EXT.has(ext)) MIME_BY_EXT.set(ext, mime as FileMime);
// Files the server makes itself and serves, never accepted as uploads: the HLS ladder and video posters.
const MADE_BY_SERVER = new Map<string, string>([
  ['m3u8', 'application/vnd.apple.mpegurl'],
  ['ts', 'video/mp2t'],
]);
export const mimeOfKey = (key: string): string | undefined => {
  const ext = key.split('.').pop() ?? '';
  return MIME_BY_EXT.get(ext) ?? MADE_BY_SERVER.get(ext);
};

export interface SavedFile {
  key: string;
  mime: FileMime;
  size: number;
}

/** Checks an upload by its bytes, then stores it under a server-chosen name in `folder`. */
export async function saveUpload(
  storage: Storage,
  options: { folder: string; data: Buffer; allowed: readonly FileMime[]; maxBytes: number },
): Promise<SavedFile> {
  if (options.data.length === 0) throw badRequest('The file is empty');
  if (options.data.length > options.maxBytes) throw payloadTooLarge();
  const detected = await fileTypeFromBuffer(options.data);
  const mime = detected?.mime as FileMime | undefined;
  if (!mime || !options.allowed.includes(mime)) {
    throw new AppError(
      415,
      `Unsupported file type; allowed: ${options.allowed.map((m) => FILE_KINDS[m]).join(', ')}`,
    );
  }
  const key = `${options.folder}/${randomUUID()}.${FILE_KINDS[mime]}`;
  await storage.put(key, options.data);
  return { key, mime, size: options.data.length };
}

/**
 * Streams an upload into storage while checking its type by its first bytes. A stream cut by the multipart
 * size limit (`truncated`) is removed and refused with 413.
 */
export async function saveUploadStream(
  storage: Storage,
  options: {
    folder: string;
    stream: Readable & { truncated?: boolean };
    allowed: readonly FileMime[];
  },
): Promise<SavedFile> {
  // Type sniffing waits for bytes that an empty part never sends: answer an empty file before sniffing.
  if (!(await hasBytes(options.stream))) throw badRequest('The file is empty');
  // file-type's overloads also accept web streams, which confuses inference; this is its Node stream form.
  const detect = fileTypeStream as unknown as (
    stream: Readable,
    options: { sampleSize: number },
  ) => Promise<Readable & { fileType?: { mime: string } }>;
  const typed = await detect(options.stream, { sampleSize: 4100 });
  const mime = typed.fileType?.mime as FileMime | undefined;
  if (!mime || !options.allowed.includes(mime)) {
    options.stream.resume();
    throw new AppError(
      415,
      `Unsupported file type; allowed: ${[...new Set(options.allowed.map((m) => FILE_KINDS[m]))].join(', ')}`,
    );
  }
  const key = `${options.folder}/${randomUUID()}.${FILE_KINDS[mime]}`;
  const size = await storage.putStream(key, typed);
  if (options.stream.truncated) {
    await storage.delete(key);
    throw payloadTooLarge();
  }
  if (size === 0) {
    await storage.delete(key);
    throw badRequest('The file is empty');
  }
  return { key, mime, size };
}

/** Waits for the first chunk of a stream and puts it back; false when the stream ends without one. */
function hasBytes(stream: Readable): Promise<boolean> {
  return new Promise((resolve, reject) => {
    // A part cut off by a broken body may have failed before anyone listened.
    if (stream.errored) return reject(stream.errored);
    if (stream.destroyed) return reject(new Error('Unexpected end of multipart data'));
    const done = (result: boolean | Error, chunk?: Buffer) => {
      stream.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      if (result instanceof Error) return reject(result);
      stream.pause();
      if (chunk) stream.unshift(chunk);
      resolve(result);
    };
    const onData = (chunk: Buffer) => done(chunk.length > 0, chunk);
    const onEnd = () => done(false);
    const onError = (error: Error) => done(error);
    const onClose = () => done(stream.errored ?? new Error('Unexpected end of multipart data'));
    stream.on('data', onData).once('end', onEnd).once('error', onError).once('close', onClose);
  });
}

/**
 * Streams a stored file with its real type. Uploads are never rendered as HTML: nosniff plus a sandboxing
 * CSP, and `attachment` unless the caller asks for inline display of a safe type.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: Storage,
  key: string,
  options: {
    disposition: 'inline' | 'attachment';
    filename?: string;
    maxAgeSeconds?: number;
    /** The key never names other bytes (a server-chosen name): caches may keep it for a year unasked. */
    immutable?: boolean;
    /** The request's Range header: videos and PDFs are read in pieces. */
    range?: string | undefined;
  },
) {
  const mime = mimeOfKey(key);
  const size = mime ? await storage.size(key) : null;
  if (size === null || !mime) throw notFound('File not found');
  const name = options.filename ?? key.split('/').pop() ?? 'file';
  reply
    .header('Content-Type', mime)
    .header('Accept-Ranges', 'bytes')
    .header('Content-Disposition', contentDisposition(options.disposition, name))
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Cache-Control',
      options.immutable
        ? 'public, max-age=31536000, immutable'
        : `private, max-age=${options.maxAgeSeconds ?? 0}`,
    );
  // Every file, PDFs included, is sandboxed: a PDF with scripts must not run them with the site's origin.
  reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
  const range = options.range ? parseRange(options.range, size) : null;
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .header('Content-Range', `bytes */${size}`)
      .header('Content-Disposition', null)
      .type('application/json; charset=utf-8')
      .send({ error: 'Range not satisfiable' });
  }
  const file = await storage.open(key, range ?? undefined);
  if (!file) throw notFound('File not found');
  if (range) {
    return reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(file.stream);
  }
  return reply.header('Content-Length', size).send(file.stream);
}

/** One `bytes=` range (the form browsers send for media); several ranges are answered with the whole file. */
export function parseRange(
  header: string,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from, to] = match;
  if (from === '' && to === '') return null;
  let start: number;
  let end: number;
  if (from === '') {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

function contentDisposition(type: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
