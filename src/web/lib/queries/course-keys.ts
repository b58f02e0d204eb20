import type { ListCoursesQuery } from '../../../contract/courses';

/** The filters a course list is read with: the list endpoint's query, as the page built it. */
export type CourseListParams = Partial<ListCoursesQuery>;

/**
 * Every cached course answer lives under `courses`: invalidating `courseKeys.all` reaches every course screen,
 * `courseKeys.lists()` every list (catalogue, "my courses", review queue, admin and pricing lists).
 */
export const courseKeys = {
  all: ['courses'] as const,
  lists: () => [...courseKeys.all, 'list'] as const,
  list: (params: CourseListParams) => [...courseKeys.lists(), params] as const,
  /** The review queue has its own endpoint, but it is a list like the others. */
  pending: (page: number) => [...courseKeys.lists(), 'pending', page] as const,
  /** How many wait for review (the admin sidebar's badge); a list key, so list invalidations reach it. */
  pendingCount: () => [...courseKeys.lists(), 'pending-count'] as const,
  details: () => [...courseKeys.all, 'detail'] as const,
  detail: (id: number) => [...courseKeys.details(), id] as const,
  /**
   * What the server sends depends on who asks (content and file grants only for those with access), so the
   * cached answer is per viewer; `detail(id)` still reaches every viewer's copy.
   */
  detailFor: (id: number, viewerId: number | null) => [...courseKeys.detail(id), viewerId] as const,
  scanFiles: () => [...courseKeys.all, 'scan-files'] as const,
  /** The admins' one queue of new courses and submitted revisions (decision 040). */
  reviewQueue: (page: number) => [...courseKeys.lists(), 'review-queue', page] as const,
  /** A course's draft revision and its review history sit under its detail: saving the course reaches them. */
  revision: (id: number) => [...courseKeys.detail(id), 'revision'] as const,
  reviews: (id: number) => [...courseKeys.detail(id), 'reviews'] as const,
  /** Whether videos are transcoded on the server (the course-files page). */
  mediaStatus: () => [...courseKeys.all, 'media-status'] as const,
};
