import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course } from '../../../../contract/courses';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload-with-progress';
import type { Submission } from '../components/course-draft';
import { rememberSaved, saveWithFiles } from './save-course';

/** Submits a new course, then each of its files to its block, reporting the files' upload progress. */
export function createCourse(submission: Submission, onProgress?: (progress: UploadProgress) => void) {
  return saveWithFiles(
    submission,
    (formData) => uploadWithProgress<Course>('/courses', { method: 'POST', formData }),
    onProgress,
  );
}

export function useCreateCourse(onProgress?: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: Submission) => createCourse(submission, onProgress),
    onSuccess: ({ saved }) => void rememberSaved(queryClient, saved),
  });
}
