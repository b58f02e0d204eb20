import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload-with-progress';
import { invalidateCourse } from '../../../lib/queries/invalidate-course';

export function uploadCourseCover(
  id: number,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<{ cover_url: string }> {
  const formData = new FormData();
  formData.append('cover', file, file.name);
  return uploadWithProgress<{ cover_url: string }>(`/courses/${id}/cover`, {
    method: 'PUT',
    formData,
    onProgress,
  });
}

export function useUploadCourseCover(onProgress?: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadCourseCover(id, file, onProgress),
    onSuccess: (_result, { id }) => {
      void invalidateCourse(queryClient, id);
    },
  });
}
