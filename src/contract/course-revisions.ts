import { z } from 'zod';
import { id, pageQuery, pagination } from './common';
import { blockType, revisionStatus, section } from './courses';

/**
 * Revisions of approved courses and the admin review workspace (decision 040). An approved course keeps its
 * published version on sale while at most one draft revision is written, submitted and reviewed.
 */

/** The checklist an admin ticks when sending a course or a revision back. */
export const rejectionReasonCodes = [
  'wrong_path',
  'media_quality',
  'copyright',
  'incomplete',
  'other',
] as const;
export const rejectionReasonCode = z.enum(rejectionReasonCodes);
export type RejectionReasonCode = z.infer<typeof rejectionReasonCode>;

// ── The diff against the published version ─────────────────────────────────────────────────────────────

/** One run of words: kept (neither flag), added, or removed. */
export const wordChange = z.object({ value: z.string(), added: z.boolean(), removed: z.boolean() });
export type WordChange = z.infer<typeof wordChange>;
export const textChange = z.object({ before: z.string(), after: z.string(), words: z.array(wordChange) });
export type TextChange = z.infer<typeof textChange>;

export const diffFile = z.object({
  name: z.string().nullable(),
  type: z.string().nullable(),
  size: z.number().int().nullable(),
  /** Where the reviewer previews it (carries a grant, like a course's file URLs). */
  url: z.string().nullable(),
});
export type DiffFile = z.infer<typeof diffFile>;

export const changeStatus = z.enum(['added', 'removed', 'kept']);
export type ChangeStatus = z.infer<typeof changeStatus>;

export const blockDiff = z.object({
  id,
  status: changeStatus,
  type: blockType,
  /** The type before, when a kept block changed type. */
  typeBefore: blockType.nullable(),
  /** The title as it will read (as it read, for a removed block). */
  title: z.string(),
  titleChange: textChange.nullable(),
  contentChange: textChange.nullable(),
  /** Present when the file was added, removed or replaced. */
  file: z.object({ before: diffFile.nullable(), after: diffFile.nullable() }).nullable(),
  /** The section a kept block came from, when it moved to another one. */
  movedFrom: z.object({ sectionId: id, sectionTitle: z.string() }).nullable(),
  /** A kept block whose order among the blocks kept in its section changed. */
  reordered: z.boolean(),
  changed: z.boolean(),
});
export type BlockDiff = z.infer<typeof blockDiff>;

export const sectionDiff = z.object({
  id,
  status: changeStatus,
  title: z.string(),
  titleChange: textChange.nullable(),
  reordered: z.boolean(),
  blocks: z.array(blockDiff),
  changed: z.boolean(),
});
export type SectionDiff = z.infer<typeof sectionDiff>;

export const courseDiff = z.object({
  titleChange: textChange.nullable(),
  descriptionChange: textChange.nullable(),
  cover: z.object({ before: z.string().nullable(), after: z.string().nullable() }).nullable(),
  sections: z.array(sectionDiff),
  /** How many things changed (sections, blocks, title, description, cover): 0 means nothing to review. */
  changes: z.number().int(),
});
export type CourseDiff = z.infer<typeof courseDiff>;

// ── The revision ────────────────────────────────────────────────────────────────────────────────────────

export const courseRevision = z.object({
  kind: z.literal('revision'),
  courseId: id,
  status: revisionStatus,
  title: z.string(),
  description: z.string(),
  /** The revision's cover: its new one, else the published one. */
  cover_url: z.string().nullable(),
  sections: z.array(section),
  /** The professor's note sent with the last submission. */
  note: z.string().nullable(),
  submittedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  rejectionReasons: z.array(rejectionReasonCode),
  rejectionComment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  diff: courseDiff,
});
export type CourseRevision = z.infer<typeof courseRevision>;

export const submitRevisionBody = z.object({ note: z.string().trim().max(2000).optional() }).default({});

/** A rejection: the free comment (`reason`, as the course rejection names it) and the checklist. */
export const reviewRejectBody = z.object({
  reason: z.string().trim().min(3, { error: 'Give a reason of at least 3 characters' }).max(2000),
  reasons: z.array(rejectionReasonCode).max(rejectionReasonCodes.length).default([]),
});

// ── The review queue and the history ────────────────────────────────────────────────────────────────────

export const reviewQueueKind = z.enum(['course', 'revision']);
export type ReviewQueueKind = z.infer<typeof reviewQueueKind>;

export const reviewQueueItem = z.object({
  courseId: id,
  kind: reviewQueueKind,
  title: z.string(),
  professorName: z.string(),
  cover_url: z.string().nullable(),
  /** When it entered the queue: the course's creation or last edit, or the revision's submission. */
  submittedAt: z.string(),
  note: z.string().nullable(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItem>;
export const reviewQueue = z.object({ items: z.array(reviewQueueItem), pagination });
export type ReviewQueue = z.infer<typeof reviewQueue>;
export const reviewQueueQuery = pageQuery;

export const courseReviewEntry = z.object({
  id,
  kind: reviewQueueKind,
  action: z.enum(['submitted', 'approved', 'rejected']),
  actorId: id.nullable(),
  actorName: z.string().nullable(),
  reasons: z.array(rejectionReasonCode),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type CourseReviewEntry = z.infer<typeof courseReviewEntry>;
export const courseReviewHistory = z.object({ reviews: z.array(courseReviewEntry) });
export type CourseReviewHistory = z.infer<typeof courseReviewHistory>;
