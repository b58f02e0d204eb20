import type { CourseRevision } from '../../../../contract/course-revisions';
import type { Course } from '../../../../contract/courses';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload-with-progress';

/**
 * One block's file on its own (`PUT /courses/{id}/blocks/{blockId}/file`, part `file`). For an approved course
 * the server keeps it in the draft revision and answers with the revision.
 */
export function uploadBlockFile(
  courseId: number,
  blockId: number,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<Course | CourseRevision> {
  const formData = new FormData();
  formData.append('file', file, file.name);
  return uploadWithProgress<Course | CourseRevision>(`/courses/${courseId}/blocks/${blockId}/file`, {
    method: 'PUT',
    formData,
    onProgress,
  });
}
