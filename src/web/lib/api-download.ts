/**
 * Files the API makes for download (a CSV export): fetched with the bearer token like every call, refreshed
 * once on a 401, then handed to the browser as a Blob so the token never ends up in a URL.
 */
import { API_BASE, ApiError, errorMessageOf, parseJson } from './http';
import { withTokenRefresh } from './with-token-refresh';

async function fetchBlob(path: string, token: string | null): Promise<Blob> {
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API_BASE}${path}`, { headers, credentials: 'include' });
  if (!response.ok) {
    const payload = parseJson(await response.text());
    throw new ApiError(errorMessageOf(payload) ?? `HTTP error! status: ${response.status}`, response.status);
  }
  return response.blob();
}

export function apiDownload(path: string): Promise<Blob> {
  return withTokenRefresh((token) => fetchBlob(path, token));
}

/** Offers a Blob as a file download with the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
