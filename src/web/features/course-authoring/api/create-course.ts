import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course } from '../../../../contract/courses';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload-with-progress';
import { toFormData, type Submission } from '../components/course-draft';
import { rememberCourse } from '../../../lib/queries/invalidate-course';

/** Submits a new course as multipart (`data` + one part per file), reporting upload progress. */
export function createCourse(
  submission: Submission,
  onProgress?: (progress: UploadProgress) => void,
): Promise<Course> {
  return uploadWithProgress<Course>('/courses', {
    method: 'POST',
    formData: toFormData(submission),
    onProgress,
  });
}

export function useCreateCourse(onProgress?: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: Submission) => createCourse(submission, onProgress),
    onSuccess: (course) => {
      void rememberCourse(queryClient, course);
    },
  });
}
