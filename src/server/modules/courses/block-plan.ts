import type { BlockInput, CourseInput } from '../../../contract/courses';
import { BLOCK_FILE_MAX_BYTES, BLOCK_FILE_TYPES } from '../../../contract/courses';
import { badRequest, payloadTooLarge } from '../../errors';
import type { FileMime, SavedFile } from '../../plugins/storage';

/** Which file types a block of each type accepts (the contract's list, checked against what storage knows). */
export const BLOCK_MIMES: Record<Exclude<BlockInput['type'], 'text'>, readonly FileMime[]> = BLOCK_FILE_TYPES;
export const ALL_COURSE_MIMES: readonly FileMime[] = [...new Set(Object.values(BLOCK_MIMES).flat())];

/** A file received with a submission, keyed by the multipart part name that carried it. */
export interface UploadedFile extends SavedFile {
  originalName: string;
}

export interface ExistingFile {
  fileKey: string;
  fileType: string | null;
  fileSize: number | null;
  fileName: string | null;
  type: BlockInput['type'];
}

/**
 * Turns submitted sections into rows, attaching each block's file: a new upload named by `fileField`, or the
 * file an existing block (by `id`) already has. Checks every file fits its block type and size.
 */
export function planBlocks(
  input: CourseInput,
  uploads: Map<string, UploadedFile>,
  existing: Map<number, ExistingFile>,
) {
  const used = new Set<string>();
  const kept = new Set<string>();
  const seenIds = new Set<number>();
  const sections = input.sections.map((section, si) => ({
    title: section.title,
    position: si,
    blocks: section.blocks.map((block, bi) => {
      const where = `sections.${si}.blocks.${bi}`;
      // One existing block cannot become two: both would claim its file and its id.
      if (block.id !== undefined) {
        if (seenIds.has(block.id)) throw badRequest(`${where}.id: block ${block.id} appears twice`);
        seenIds.add(block.id);
      }
      let file: {
        fileKey: string;
        fileType: string | null;
        fileSize: number | null;
        fileName: string | null;
      } | null = null;
      if (block.fileField) {
        const upload = uploads.get(block.fileField);
        if (!upload) throw badRequest(`${where}.fileField: no file was sent in part "${block.fileField}"`);
        if (used.has(block.fileField))
          throw badRequest(`${where}.fileField: part "${block.fileField}" is used twice`);
        used.add(block.fileField);
        file = {
          fileKey: upload.key,
          fileType: upload.mime,
          fileSize: upload.size,
          fileName: upload.originalName,
        };
      } else if (block.id !== undefined) {
        const previous = existing.get(block.id);
        if (!previous) throw badRequest(`${where}.id: not a block of this course`);
        if (previous.fileKey) {
          file = previous;
          kept.add(previous.fileKey);
        }
      }
      if (block.type === 'text') {
        if (file) throw badRequest(`${where}.type: a text block carries no file`);
        if (!block.content?.trim()) throw badRequest(`${where}.content: a text block needs content`);
      } else if (file) {
        const allowed = BLOCK_MIMES[block.type];
        if (!file.fileType || !allowed.includes(file.fileType as FileMime)) {
          throw badRequest(`${where}.fileField: a ${block.type} block does not accept this file type`);
        }
        if ((file.fileSize ?? 0) > BLOCK_FILE_MAX_BYTES[block.type]) throw payloadTooLarge();
      }
      return {
        position: bi,
        type: block.type,
        title: block.title,
        content: block.content ?? null,
        fileKey: file?.fileKey ?? null,
        fileType: file?.fileType ?? null,
        fileSize: file?.fileSize ?? null,
        fileName: file?.fileName ?? null,
      };
    }),
  }));
  for (const field of uploads.keys()) {
    if (!used.has(field)) throw badRequest(`${field}: this file is not attached to any block`);
  }
  return { sections, kept };
}
