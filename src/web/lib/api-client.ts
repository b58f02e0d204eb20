/**
 * What every feature's api files call: `request` with the stored bearer token, refreshed once on a 401
 * (`withTokenRefresh`).
 */
import { request, type RequestOptions } from './http';
import { withTokenRefresh } from './with-token-refresh';

export function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return withTokenRefresh((token) => request<T>(path, options, token));
}
