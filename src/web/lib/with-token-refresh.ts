/**
 * The one rule every authenticated call follows, whatever carries it (fetch, an upload with progress, a file
 * download): send with the current bearer token; on a 401 refresh the access token once and send once more;
 * when the refresh is refused the session ends (the app then shows the login page) and the 401 is thrown.
 */
import { ApiError } from './http';
import { currentToken, expireSession, refreshSession } from './session';

export async function withTokenRefresh<T>(send: (token: string | null) => Promise<T>): Promise<T> {
  const token = currentToken();
  try {
    return await send(token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !token) throw error;
    const fresh = await refreshSession(token);
    if (!fresh) {
      expireSession();
      throw error;
    }
    return send(fresh);
  }
}
