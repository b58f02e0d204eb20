/**
 * The course editor's state and the pure steps around it: a draft from a saved course, client-side file
 * checks that mirror the server's (it checks again, by content), and the multipart submission
 * (`data` = the course JSON, each new file in the part its block's `fileField` names).
 */
import {
  BLOCK_FILE_MAX_BYTES,
  BLOCK_FILE_TYPES,
  courseInput,
  type BlockType,
  type Course,
  type CourseInput,
} from '../../../../contract/courses';

export type FileBlockType = Exclude<BlockType, 'text'>;

export interface DraftBlock {
  /** Stable React key; never sent. */
  key: string;
  /** The saved block's id when editing: sent without a new file, it keeps the file it has. */
  id?: number;
  type: BlockType;
  title: string;
  content: string;
  /** A new file picked for this block. */
  file: File | null;
  /** The file the saved block already has. */
  existingFile: { name: string; type: string | null; size: number | null } | null;
}

export interface DraftSection {
  key: string;
  /** The saved section's id when editing: a revision keeps it, so the reviewer sees moves, not new sections. */
  id?: number;
  title: string;
  blocks: DraftBlock[];
}

export type DraftPath =
  | { kind: 'none' }
  | { kind: 'material'; materialId: number | null }
  | { kind: 'language'; languageId: number | null; levelId: number | null };

export interface CourseDraft {
  title: string;
  description: string;
  /** As typed: empty means no proposal. */
  price: string;
  path: DraftPath;
  sections: DraftSection[];
}

let keySeed = 0;
export function newKey(prefix: string): string {
  keySeed += 1;
  return `${prefix}-${keySeed}`;
}

export function emptyBlock(type: BlockType = 'text'): DraftBlock {
  return { key: newKey('b'), type, title: '', content: '', file: null, existingFile: null };
}

export function emptySection(): DraftSection {
  return { key: newKey('s'), title: '', blocks: [emptyBlock()] };
}

export function emptyDraft(): CourseDraft {
  return {
    title: '',
    description: '',
    price: '',
    path: { kind: 'material', materialId: null },
    sections: [emptySection()],
  };
}

/** The editor's starting point for a saved course (its content as the owner reads it). */
export function draftFromCourse(course: Course): CourseDraft {
  const path: DraftPath = course.materialPath
    ? { kind: 'material', materialId: course.materialPath.materialId }
    : course.languagePath
      ? {
          kind: 'language',
          languageId: course.languagePath.languageId,
          levelId: course.languagePath.languageLevelId,
        }
      : { kind: 'none' };
  return {
    title: course.title,
    description: course.description,
    price: course.ownPrice === null ? '' : String(course.ownPrice),
    path,
    sections: course.sections.map((section) => ({
      key: newKey('s'),
      id: section.id,
      title: section.title,
      blocks: section.blocks.map((block) => ({
        key: newKey('b'),
        id: block.id,
        type: block.type,
        title: block.title,
        content: block.content ?? '',
        file: null,
        existingFile:
          block.fileName || block.fileType
            ? { name: block.fileName ?? '', type: block.fileType, size: block.fileSize }
            : null,
      })),
    })),
  };
}

// ── Files ──────────────────────────────────────────────────────────────────────────────────────────

type AcceptedMime = (typeof BLOCK_FILE_TYPES)[FileBlockType][number];

/**
 * The file-name extensions of each MIME type the contract accepts. Typed over the contract's list, so a type
 * added there fails to compile here until it has its extensions. Pickers offer both; browsers that report no
 * MIME type (or an alias such as `audio/x-wav`) for a file are judged by its extension.
 */
const MIME_EXTENSIONS: Record<AcceptedMime, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'audio/mpeg': ['mp3'],
  'audio/ogg': ['ogg', 'oga'],
  'audio/wav': ['wav'],
  'audio/vnd.wave': ['wav'],
  'audio/x-m4a': ['m4a'],
  'video/mp4': ['mp4'],
  'video/webm': ['webm'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
};

/** What each block type accepts: the contract's MIME types (the server's list) and their extensions. */
function acceptedFiles(type: FileBlockType): { mimes: readonly string[]; extensions: readonly string[] } {
  const mimes: readonly AcceptedMime[] = BLOCK_FILE_TYPES[type];
  return { mimes, extensions: [...new Set(mimes.flatMap((mime) => MIME_EXTENSIONS[mime]))] };
}

/** The `accept` attribute of a block's file picker. */
export function acceptFor(type: FileBlockType): string {
  const { mimes, extensions } = acceptedFiles(type);
  return [...mimes, ...extensions.map((extension) => `.${extension}`)].join(',');
}

export type FileProblem = 'type' | 'size' | 'empty';

/** Why a block refuses this file before uploading, or null. The server checks the bytes again. */
export function fileProblem(
  type: FileBlockType,
  file: { name: string; type: string; size: number },
): FileProblem | null {
  if (file.size === 0) return 'empty';
  const accepted = acceptedFiles(type);
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const typeOk = accepted.mimes.includes(file.type) || accepted.extensions.includes(extension);
  if (!typeOk) return 'type';
  if (file.size > BLOCK_FILE_MAX_BYTES[type]) return 'size';
  return null;
}

export function isFileBlock(type: BlockType): type is FileBlockType {
  return type !== 'text';
}

// ── Submission ───────────────────────────────────────────────────────────────────────────────────────

export type DraftIssue =
  | { where: 'course'; field: 'title' | 'sections' | 'price' | 'path'; message: string }
  | { where: 'section'; section: number; message: string }
  | { where: 'block'; section: number; block: number; message: string };

export interface Submission {
  /** The course JSON as the server reads it (sent in `data`). */
  data: CourseInput;
  /** Each new file, sent on its own to its block once the course is saved (by its place in the outline). */
  files: { section: number; block: number; file: File }[];
}

export type BuildResult = { ok: true; submission: Submission } | { ok: false; issues: DraftIssue[] };

/** Messages the editor translates (namespace `authoring`, `problems.*`). */
export const DRAFT_MESSAGES = {
  pathMaterial: 'problems.pickMaterial',
  pathLanguage: 'problems.pickLanguageLevel',
  price: 'problems.price',
  textContent: 'problems.textContent',
  fileMissing: 'problems.fileMissing',
  fileType: 'problems.fileType',
  fileSize: 'problems.fileSize',
  fileEmpty: 'problems.fileEmpty',
} as const;

/**
 * Checks a draft like the server would and builds the submission: the contract's `courseInput` for the
 * fields, and per block a file rule (a file block needs a new file or the one it kept; text needs content).
 * New files are listed by their block's place; they go to the block's own upload route after the save.
 */
export function buildSubmission(draft: CourseDraft): BuildResult {
  const issues: DraftIssue[] = [];
  const files: Submission['files'] = [];

  let price: number | null = null;
  const typedPrice = draft.price.trim();
  if (typedPrice !== '') {
    if (!/^\d+$/.test(typedPrice))
      issues.push({ where: 'course', field: 'price', message: DRAFT_MESSAGES.price });
    else price = Number(typedPrice);
  }

  let material_id: number | null = null;
  let language_level_id: number | null = null;
  if (draft.path.kind === 'material') {
    if (draft.path.materialId === null)
      issues.push({ where: 'course', field: 'path', message: DRAFT_MESSAGES.pathMaterial });
    material_id = draft.path.materialId;
  } else if (draft.path.kind === 'language') {
    if (draft.path.levelId === null)
      issues.push({ where: 'course', field: 'path', message: DRAFT_MESSAGES.pathLanguage });
    language_level_id = draft.path.levelId;
  }

  const sections = draft.sections.map((section, si) => ({
    ...(section.id !== undefined ? { id: section.id } : {}),
    title: section.title,
    blocks: section.blocks.map((block, bi) => {
      const out: CourseInput['sections'][number]['blocks'][number] = {
        type: block.type,
        title: block.title.trim(),
      };
      if (block.id !== undefined) out.id = block.id;
      if (block.type === 'text') {
        out.content = block.content;
        if (!block.content.trim())
          issues.push({ where: 'block', section: si, block: bi, message: DRAFT_MESSAGES.textContent });
        return out;
      }
      if (block.content.trim()) out.content = block.content;
      if (block.file) {
        const problem = fileProblem(block.type, block.file);
        if (problem) {
          const message = {
            type: DRAFT_MESSAGES.fileType,
            size: DRAFT_MESSAGES.fileSize,
            empty: DRAFT_MESSAGES.fileEmpty,
          }[problem];
          issues.push({ where: 'block', section: si, block: bi, message });
        }
        files.push({ section: si, block: bi, file: block.file });
      } else if (!(block.id !== undefined && block.existingFile)) {
        issues.push({ where: 'block', section: si, block: bi, message: DRAFT_MESSAGES.fileMissing });
      }
      return out;
    }),
  }));

  const parsed = courseInput.safeParse({
    title: draft.title,
    description: draft.description,
    sections,
    material_id,
    language_level_id,
    price,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, si, second, bi] = issue.path;
      if (first === 'sections' && typeof si === 'number' && second === 'blocks' && typeof bi === 'number') {
        issues.push({ where: 'block', section: si, block: bi, message: issue.message });
      } else if (first === 'sections' && typeof si === 'number') {
        issues.push({ where: 'section', section: si, message: issue.message });
      } else if (first === 'title' || first === 'sections' || first === 'price') {
        issues.push({ where: 'course', field: first, message: issue.message });
      } else {
        issues.push({ where: 'course', field: 'title', message: issue.message });
      }
    }
  }
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  return { ok: true, submission: { data: parsed.data, files } };
}

/** The multipart body of the save: the course JSON in `data` (its files follow, each to its block). */
export function toFormData(submission: Pick<Submission, 'data'>): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(submission.data));
  return form;
}

/**
 * Where a server refusal points, for messages such as
 * `sections.0.blocks.1.fileField: a pdf block does not accept this file type`.
 */
export function locateServerError(
  message: string,
): { section: number; block: number | null; text: string } | null {
  const match = /^sections\.(\d+)(?:\.blocks\.(\d+))?(?:\.[A-Za-z_]+)*: (.+)$/.exec(message);
  if (!match) return null;
  return {
    section: Number(match[1]),
    block: match[2] === undefined ? null : Number(match[2]),
    text: match[3] ?? message,
  };
}
