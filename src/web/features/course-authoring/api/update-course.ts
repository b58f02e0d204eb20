import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseRevision } from '../../../../contract/course-revisions';
import type { Course } from '../../../../contract/courses';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload-with-progress';
import type { Submission } from '../components/course-draft';
import { rememberSaved, saveWithFiles } from './save-course';

/**
 * Saves an edited course (a kept block sends its `id`), then each new file to its block. A course not yet
 * approved goes back to review; an approved one stays on sale and the server answers with its draft revision.
 */
export function updateCourse(
  id: number,
  submission: Submission,
  onProgress?: (progress: UploadProgress) => void,
) {
  return saveWithFiles(
    submission,
    (formData) => uploadWithProgress<Course | CourseRevision>(`/courses/${id}`, { method: 'PUT', formData }),
    onProgress,
  );
}

export function useUpdateCourse(id: number, onProgress?: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: Submission) => updateCourse(id, submission, onProgress),
    onSuccess: ({ saved }) => void rememberSaved(queryClient, saved),
  });
}
