import { z } from 'zod';
import {
  cursorInput,
  id,
  idInput,
  keysetPagination,
  pageQuery,
  pagination,
  wholeNumberInput,
} from './common';
import { price } from './structure';
import { videoMedia } from './media';

export const courseStatuses = ['pending', 'approved', 'rejected'] as const;
export const courseStatus = z.enum(courseStatuses);
export type CourseStatus = z.infer<typeof courseStatus>;

export const blockTypes = ['text', 'video', 'pdf', 'image', 'file'] as const;
export const blockType = z.enum(blockTypes);
export type BlockType = z.infer<typeof blockType>;

/** Size limits per block type, in bytes. */
export const BLOCK_FILE_MAX_BYTES: Record<Exclude<BlockType, 'text'>, number> = {
  video: 500 * 1024 * 1024,
  pdf: 50 * 1024 * 1024,
  image: 10 * 1024 * 1024,
  file: 100 * 1024 * 1024,
};
export const COVER_MAX_BYTES = 5 * 1024 * 1024;

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** File types (by content, not by name) each block type accepts. */
export const BLOCK_FILE_TYPES = {
  video: ['video/mp4', 'video/webm'],
  pdf: ['application/pdf'],
  image: IMAGE_TYPES,
  file: [
    'application/pdf',
    ...IMAGE_TYPES,
    'audio/mpeg',
    'audio/ogg',
    'audio/wav',
    'audio/vnd.wave',
    'audio/x-m4a',
    'video/mp4',
    'video/webm',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
} as const satisfies Record<Exclude<BlockType, 'text'>, readonly string[]>;

/**
 * A block as the API shows it. `content`, `fileUrl` are null and `locked` is true for a reader who may see
 * the outline but not the content (not the owner, not an admin, not a buyer).
 */
export const block = z.object({
  id,
  type: blockType,
  title: z.string(),
  content: z.string().nullable(),
  fileType: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  fileName: z.string().nullable(),
  fileUrl: z.string().nullable(),
  locked: z.boolean(),
  // Video blocks: renditions, HLS and poster (contract/media.ts).
  ...videoMedia,
});
export type Block = z.infer<typeof block>;

export const section = z.object({ id, title: z.string(), blocks: z.array(block) });
export type Section = z.infer<typeof section>;

/** Where a course hangs in the catalogue, with the names a page shows. */
export const materialPath = z.object({
  levelId: id,
  levelName: z.string(),
  yearId: id,
  yearName: z.string(),
  specialityId: id.nullable(),
  specialityName: z.string().nullable(),
  materialId: id,
  materialName: z.string(),
  price: z.number().int(),
});
export type MaterialPath = z.infer<typeof materialPath>;
export const languagePath = z.object({
  languageId: id,
  languageName: z.string(),
  languageFlag: z.string().nullable(),
  languageLevelId: id,
  languageLevelName: z.string(),
  /** The language course price record, when one is set. */
  price: z.number().int().nullable(),
});
export type LanguagePath = z.infer<typeof languagePath>;

export const courseSummary = z.object({
  id,
  title: z.string(),
  description: z.string(),
  cover_url: z.string().nullable(),
  status: courseStatus,
  createdBy: id,
  professorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reviewedBy: id.nullable(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  /** The course's own price (set by the professor's proposal or the admin), before resolution. */
  ownPrice: z.number().int().nullable(),
  /** What a student pays: own price, else the material's price, else the language course price; null if none. */
  price: z.number().int().nullable(),
  materialPath: materialPath.nullable(),
  languagePath: languagePath.nullable(),
  sectionsCount: z.number().int(),
  blocksCount: z.number().int(),
});
export type CourseSummary = z.infer<typeof courseSummary>;

/** A draft revision's status (decision 040: an approved course's changes are reviewed before buyers see them). */
export const revisionStatuses = ['draft', 'pending', 'rejected'] as const;
export const revisionStatus = z.enum(revisionStatuses);
export type RevisionStatus = z.infer<typeof revisionStatus>;

/** What the owner and admins see of a course's revision on the course itself. */
export const revisionState = z.object({
  status: revisionStatus,
  submittedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
});
export type RevisionState = z.infer<typeof revisionState>;

export const course = courseSummary.extend({
  sections: z.array(section),
  /** Whether the caller may read block content and files. */
  canAccessContent: z.boolean(),
  /** Whether the caller owns the course as a buyer (false for the owner professor and admins). */
  purchased: z.boolean(),
  /** The draft revision of an approved course, for its professor and admins; null for everyone else. */
  revision: revisionState.nullable(),
});
export type Course = z.infer<typeof course>;

export const courseList = z.object({ courses: z.array(courseSummary), pagination: keysetPagination });
export type CourseList = z.infer<typeof courseList>;

export const listCoursesQuery = pageQuery.extend({
  status: z.enum([...courseStatuses, 'all']).optional(),
  materialId: idInput.optional(),
  languageLevelId: idInput.optional(),
  professorId: idInput.optional(),
  search: z.string().trim().max(100).optional(),
  /** `material` or `language`: only courses on that path; `none`: courses without a path yet. */
  path: z.enum(['material', 'language', 'none']).optional(),
  /** Only the caller's own courses (professors). */
  mine: z.enum(['true', 'false']).optional(),
  /**
   * Course search (decision 018): every word must appear, in any order, in the folded title, description,
   * professor or catalogue path; title matches come first unless `sort` says otherwise.
   */
  q: z.string().trim().max(100).optional(),
  /** Courses of materials under this school level. */
  levelId: idInput.optional(),
  /** Courses of this language (any of its levels). */
  languageId: idInput.optional(),
  /** Bounds on the price a student pays (own price, else the material's or the language course price). */
  priceMin: wholeNumberInput(0, 100_000_000).optional(),
  priceMax: wholeNumberInput(0, 100_000_000).optional(),
  /** `true`: only courses whose price is 0; `false`: only courses with a price above 0. */
  free: z.enum(['true', 'false']).optional(),
  /** `relevance` (the default with `q`), `newest` (the default without), `popular` (most bought first). */
  sort: z.enum(['relevance', 'newest', 'popular']).optional(),
  /** A page by keyset (decision 122): only in the newest-first order. */
  cursor: cursorInput,
});
export type ListCoursesQuery = z.infer<typeof listCoursesQuery>;

/** A block as a professor submits it. A file-carrying block names its multipart part in `fileField`, or keeps
 * the file it already has by sending its own `id` when editing. */
export const blockInput = z.object({
  id: id.optional(),
  type: blockType,
  title: z.string().trim().max(200).default(''),
  content: z.string().max(100_000).nullable().optional(),
  fileField: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'fileField must be a simple part name' })
    .optional(),
});
export type BlockInput = z.infer<typeof blockInput>;

export const sectionInput = z.object({
  /** An existing section's id (editing); keeps its identity through a revision. */
  id: id.optional(),
  title: z.string().trim().min(1, { error: 'Section title is required' }).max(200),
  blocks: z.array(blockInput).max(100).default([]),
});

export const courseInput = z.object({
  title: z.string().trim().min(3, { error: 'Title must be at least 3 characters' }).max(200),
  description: z.string().trim().max(10_000).default(''),
  sections: z.array(sectionInput).min(1, { error: 'A course needs at least one section' }).max(100),
  /** The path the professor picks: a material, or a language level. Admin review may change it. */
  material_id: idInput.nullable().optional(),
  language_level_id: idInput.nullable().optional(),
  /** The professor's proposed price in points; the admin may change it. */
  price: price.nullable().optional(),
});
export type CourseInput = z.infer<typeof courseInput>;

export const assignMaterialBody = z.object({ material_id: idInput });
export const createMaterialForCourseBody = z.object({
  name: z.string().trim().min(1, { error: 'Name is required' }).max(120),
  yearId: idInput.optional(),
  specialityId: idInput.nullable().optional(),
  price: price.default(0),
});
export const languagePathBody = z.object({ language_level_id: idInput });
export const assignLanguageAdminBody = z.object({ language_level_id: idInput, price });
export const languageCoursePriceBody = z.object({ course_id: idInput, language_level_id: idInput, price });
export const rejectCourseBody = z.object({
  reason: z.string().trim().min(3, { error: 'Give a reason of at least 3 characters' }).max(2000),
});
export const setCoursePriceBody = z.object({ price: price.nullable() });

export const coursePath = z.object({
  courseId: id,
  materialPath: materialPath.nullable(),
  languagePath: languagePath.nullable(),
  price: z.number().int().nullable(),
});

export const materialOption = z.object({
  id,
  name: z.string(),
  price: z.number().int(),
  yearId: id,
  yearName: z.string(),
  levelId: id,
  levelName: z.string(),
  specialityId: id.nullable(),
  specialityName: z.string().nullable(),
});
export type MaterialOption = z.infer<typeof materialOption>;

export const scanFilesReport = z.object({
  /** Files referenced by a course that storage does not have. */
  missing: z.array(
    z.object({
      courseId: id,
      courseTitle: z.string(),
      blockId: id.nullable(),
      kind: z.enum(['block', 'cover']),
      key: z.string(),
    }),
  ),
  /** Stored course files nothing references (left by an interrupted upload). */
  orphaned: z.array(z.object({ key: z.string(), size: z.number().int() })),
  checked: z.number().int(),
});
export type ScanFilesReport = z.infer<typeof scanFilesReport>;

// ── Comments ─────────────────────────────────────────────────────────────────────────────────────────

export const comment = z.object({
  id,
  courseId: id,
  sectionId: id.nullable(),
  userId: id,
  userName: z.string(),
  userRole: z.enum(['student', 'professor', 'admin']),
  userAvatar: z.string().nullable(),
  body: z.string(),
  rating: z.number().int().nullable(),
  createdAt: z.string(),
  replies: z.array(
    z.object({
      id,
      userId: id,
      userName: z.string(),
      userRole: z.enum(['student', 'professor', 'admin']),
      body: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type Comment = z.infer<typeof comment>;
export const commentList = z.object({
  comments: z.array(comment),
  pagination,
  /** Average of the ratings given, null when none. */
  averageRating: z.number().nullable(),
  ratingsCount: z.number().int(),
});
export const commentBody = z.object({
  body: z.string().trim().min(1, { error: 'Write a comment' }).max(5000),
  section_id: idInput.nullable().optional(),
  rating: z.number().int().min(1).max(5).nullable().optional(),
});
export const replyBody = z.object({ body: z.string().trim().min(1, { error: 'Write a reply' }).max(5000) });

/** A comment on one of a professor's courses, for the professor's comments pages. */
export const professorComment = comment.extend({ courseTitle: z.string(), answered: z.boolean() });
export const professorCommentList = z.object({ comments: z.array(professorComment), pagination });
/** Comments on the professor's courses that no reply of theirs (or an admin's) answers yet. */
export const unansweredCommentsCount = z.object({ count: z.number().int() });
export type UnansweredCommentsCount = z.infer<typeof unansweredCommentsCount>;
