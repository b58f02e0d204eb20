import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveBlob } from '../../../lib/api-download';

/** The codes as CSV (one batch, or every code when no batch is given), saved as a file. */
export async function exportCodes(batch: string | null): Promise<void> {
  const params = new URLSearchParams({ format: 'csv' });
  if (batch) params.set('batch', batch);
  const blob = await apiDownload(`/points/codes?${params.toString()}`);
  const safe = (batch ?? 'all').replace(/[^A-Za-z0-9_-]/g, '');
  saveBlob(blob, `masar-codes-${safe || 'all'}.csv`);
}

export function useExportCodes() {
  return useMutation({ mutationFn: exportCodes });
}
