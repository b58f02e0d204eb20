import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveBlob } from '../../../lib/api-download';

/** The professor's students (with the list's search) as a CSV file. */
export async function exportMyStudents(search: string): Promise<void> {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  const query = params.size > 0 ? `?${params}` : '';
  saveBlob(await apiDownload(`/professor/my-students/export${query}`), 'my-students.csv');
}

export function useExportMyStudents() {
  return useMutation({ mutationFn: exportMyStudents });
}
