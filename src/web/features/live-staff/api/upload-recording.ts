import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LiveSession } from '../../../../contract/live';
import { liveKeys } from '../../../lib/queries/live-keys';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload-with-progress';

export function uploadRecording({
  id,
  file,
  onProgress,
}: {
  id: number;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}): Promise<LiveSession> {
  const formData = new FormData();
  formData.append('recording', file);
  return uploadWithProgress<LiveSession>(`/live-sessions/${id}/recording`, { formData, onProgress });
}

/** Saves an uploaded video (MP4 or WebM) to the library: the session ends and is marked recorded. */
export function useUploadRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRecording,
    onSuccess: (session) => {
      queryClient.setQueryData(liveKeys.detail(session.id), session);
      void queryClient.invalidateQueries({ queryKey: liveKeys.all });
    },
  });
}
