/**
 * What every feature's api files call. Adds the stored bearer token; on a 401 it refreshes the access token
 * once and retries once; when the refresh is refused the session ends (the app then shows the login page).
 */
import { ApiError, request, type RequestOptions } from './http';
import { currentToken, expireSession, refreshSession } from './session';

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = currentToken();
  try {
    return await request<T>(path, options, token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !token) throw error;
    const fresh = await refreshSession(token);
    if (!fresh) {
      expireSession();
      throw error;
    }
    return request<T>(path, options, fresh);
  }
}
