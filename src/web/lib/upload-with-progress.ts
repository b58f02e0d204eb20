/**
 * A multipart upload that reports its progress. `fetch` cannot report upload progress, so this goes through
 * XMLHttpRequest, with the same contract as `apiFetch`: bearer token from the session, one refresh and one
 * retry on a 401, the server's `error` field (else `HTTP error! status: {code}`) as the thrown `ApiError`,
 * and a `TypeError` when the server cannot be reached.
 */
import { API_BASE, ApiError, currentRequestLanguage, errorMessageOf, parseJson } from './http';
import { withTokenRefresh } from './with-token-refresh';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, whole numbers. */
  percent: number;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  formData: FormData;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export function uploadWithProgress<T>(path: string, options: UploadOptions): Promise<T> {
  return withTokenRefresh((token) => send<T>(path, options, token));
}

export function progressOf(loaded: number, total: number): UploadProgress {
  const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
  return { loaded, total, percent };
}

function send<T>(path: string, options: UploadOptions, token: string | null): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const language = currentRequestLanguage();
    if (language) xhr.setRequestHeader('Accept-Language', language);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(progressOf(event.loaded, event.total));
    };
    xhr.onload = () => {
      const payload = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(payload as T);
        return;
      }
      reject(new ApiError(errorMessageOf(payload) ?? `HTTP error! status: ${xhr.status}`, xhr.status));
    };
    // The same signal `fetch` gives when the server cannot be reached.
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('The upload was cancelled', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(options.formData);
  });
}
