import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course } from '../../../../contract/courses';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload-with-progress';
import { toFormData, type Submission } from '../components/course-draft';
import { rememberCourse } from '../../../lib/queries/invalidate-course';

/**
 * Saves an edited course (same multipart format; a kept block sends its `id` and no `fileField`).
 * The server puts the course back in review.
 */
export function updateCourse(
  id: number,
  submission: Submission,
  onProgress?: (progress: UploadProgress) => void,
): Promise<Course> {
  return uploadWithProgress<Course>(`/courses/${id}`, {
    method: 'PUT',
    formData: toFormData(submission),
    onProgress,
  });
}

export function useUpdateCourse(id: number, onProgress?: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: Submission) => updateCourse(id, submission, onProgress),
    onSuccess: (course) => {
      void rememberCourse(queryClient, course);
    },
  });
}
