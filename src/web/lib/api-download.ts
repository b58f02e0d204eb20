/**
 * Files the API makes for download (a CSV export): fetched with the bearer token like every call, refreshed
 * once on a 401, then handed to the browser as a Blob so the token never ends up in a URL.
 */
import { API_BASE, ApiError } from './http';
import { currentToken, expireSession, refreshSession } from './session';

async function fetchBlob(path: string, token: string | null): Promise<Blob> {
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API_BASE}${path}`, { headers, credentials: 'include' });
  if (!response.ok) {
    let message = `HTTP error! status: ${response.status}`;
    try {
      const payload = (await response.json()) as { error?: unknown };
      if (typeof payload.error === 'string' && payload.error) message = payload.error;
    } catch {
      // Not JSON: keep the generic message.
    }
    throw new ApiError(message, response.status);
  }
  return response.blob();
}

export async function apiDownload(path: string): Promise<Blob> {
  const token = currentToken();
  try {
    return await fetchBlob(path, token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !token) throw error;
    const fresh = await refreshSession(token);
    if (!fresh) {
      expireSession();
      throw error;
    }
    return fetchBlob(path, fresh);
  }
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
