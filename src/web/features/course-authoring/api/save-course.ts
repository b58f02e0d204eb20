import type { QueryClient } from '@tanstack/react-query';
import type { CourseRevision } from '../../../../contract/course-revisions';
import type { Course } from '../../../../contract/courses';
import { invalidateCourse, rememberCourse } from '../../../lib/queries/invalidate-course';
import type { UploadProgress } from '../../../lib/upload-with-progress';
import { toFormData, type Submission } from '../components/course-draft';
import { uploadBlockFile } from './upload-block-file';

export type Saved = Course | CourseRevision;

export interface SaveResult {
  saved: Saved;
  /** The first file the server refused or that failed to arrive; the course (or revision) is saved without it. */
  failed: { name: string; error: unknown } | null;
}

/** Whether the server answered with the draft revision of a published course (not the course itself). */
export const isRevision = (saved: Saved): saved is CourseRevision =>
  'kind' in saved && saved.kind === 'revision';
export const savedCourseId = (saved: Saved) => (isRevision(saved) ? saved.courseId : saved.id);

/**
 * Saves the course's fields and outline first (small, the multipart `data` part alone), then sends each new
 * file to its own block, one after the other, with the progress of all of them together: a failed file is
 * retried alone instead of the whole course, and nothing large rides along with a typo fix.
 */
export async function saveWithFiles(
  submission: Submission,
  save: (formData: FormData) => Promise<Saved>,
  onProgress?: (progress: UploadProgress) => void,
): Promise<SaveResult> {
  let saved = await save(toFormData(submission));
  const total = submission.files.reduce((sum, f) => sum + f.file.size, 0);
  let done = 0;
  for (const { section, block, file } of submission.files) {
    const blockId = saved.sections[section]?.blocks[block]?.id;
    if (blockId === undefined) return { saved, failed: { name: file.name, error: null } };
    try {
      saved = await uploadBlockFile(savedCourseId(saved), blockId, file, (p) => {
        const loaded = done + Math.min(p.loaded, file.size);
        onProgress?.({ loaded, total, percent: total > 0 ? Math.floor((loaded / total) * 100) : 100 });
      });
    } catch (error) {
      return { saved, failed: { name: file.name, error } };
    }
    done += file.size;
  }
  return { saved, failed: null };
}

/** What the caches learn from a save: the whole course, or that its revision changed. */
export async function rememberSaved(queryClient: QueryClient, saved: Saved): Promise<void> {
  if (isRevision(saved)) await invalidateCourse(queryClient, saved.courseId);
  else await rememberCourse(queryClient, saved);
}
