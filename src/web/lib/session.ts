/**
 * The signed-in user, kept outside React so the API client, the router and components share one truth.
 * Storage keys are the specification's: `token`, `userRole`, `userAvatar`.
 *
 * Access tokens live 15 minutes. The session refreshes a minute before expiry and whenever a call gets a 401;
 * the refresh token rotates on every use and reusing a rotated one revokes the whole family, so refreshes are
 * single-flight in this tab and serialised across tabs with the Web Locks API.
 *
 * Token times are the server's clock, so every check of them is made in server time: the device's clock plus
 * the offset learnt from the tokens the server sends (see `serverClockOffsetMs`). A device whose clock is
 * ahead would otherwise see each new token as due and refresh in a loop.
 */
import type { AuthResponse } from '../../contract/auth';
import type { User } from '../../contract/users';
import { ApiError, request } from './http';
import { jwtExpiry, refreshDelayMs, serverClockOffsetMs } from './jwt-expiry';
import { safeStorage } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

export type SessionState =
  | { status: 'checking' }
  /** `user`: signed out on purpose; `expired`: the refresh was refused; `anonymous`: never signed in here. */
  | { status: 'signed-out'; reason: 'anonymous' | 'user' | 'expired' }
  | {
      status: 'signed-in';
      token: string;
      user: User;
      agoraUid: number;
      agoraRtmToken: string | null;
    };

const RETRY_AFTER_NETWORK_ERROR_MS = 30_000;

let state: SessionState = { status: 'checking' };
const listeners = new Set<() => void>();
const expiryListeners = new Set<() => void>();
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let inflightRefresh: Promise<string | null> | null = null;
/** Milliseconds to add to `Date.now()` to read the server's clock; 0 until a token has been received. */
let clockOffsetMs = 0;

/**
 * The server's clock as this page knows it: the device's, corrected by what the tokens received so far taught
 * (`serverClockOffsetMs`). Times the server set (a token's expiry, a kept course's end) are compared with this,
 * never with `Date.now()`, which a phone's wrong clock can move by hours or days.
 */
export function serverNow(): number {
  return Date.now() + clockOffsetMs;
}

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called when the session ends on its own (refresh refused), so the app can send the user to login. */
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

/** The bearer token for the next call: the live session's, else whatever is stored. */
export function currentToken(): string | null {
  return state.status === 'signed-in' ? state.token : safeStorage.get(STORAGE_KEYS.token);
}

function storeAuth(token: string, user: User): void {
  safeStorage.set(STORAGE_KEYS.token, token);
  safeStorage.set(STORAGE_KEYS.userRole, user.role);
  if (user.avatar_url) safeStorage.set(STORAGE_KEYS.userAvatar, user.avatar_url);
  else safeStorage.remove(STORAGE_KEYS.userAvatar);
}

function clearStoredAuth(): void {
  safeStorage.remove(STORAGE_KEYS.token);
  safeStorage.remove(STORAGE_KEYS.userRole);
  safeStorage.remove(STORAGE_KEYS.userAvatar);
}

/** Login, register and refresh answer with a token signed just now; this makes it the live session. */
export function establishSession(auth: AuthResponse): void {
  startFrom(auth, true);
}

/** `/auth/me` answers with the same shape, carrying the token it was sent (signed earlier). */
function resumeSession(auth: AuthResponse): void {
  startFrom(auth, false);
}

function startFrom(auth: AuthResponse, issuedNow: boolean): void {
  clockOffsetMs = serverClockOffsetMs(auth.token, Date.now(), issuedNow, clockOffsetMs);
  storeAuth(auth.token, auth.user);
  setState({
    status: 'signed-in',
    token: auth.token,
    user: auth.user,
    agoraUid: auth.agoraUid,
    agoraRtmToken: auth.agoraRtmToken,
  });
  scheduleRefresh(auth.token);
}

/** After a profile edit or an avatar upload. */
export function updateSessionUser(user: User): void {
  if (state.status !== 'signed-in') return;
  storeAuth(state.token, user);
  setState({ ...state, user });
}

function endSession(reason: 'anonymous' | 'user' | 'expired'): void {
  clearTimeout(refreshTimer);
  clearStoredAuth();
  setState({ status: 'signed-out', reason });
}

/** The refresh was refused: clear everything and tell the app (it sends the user to login). */
export function expireSession(): void {
  if (state.status === 'signed-out') return;
  endSession('expired');
  for (const listener of expiryListeners) listener();
}

/** Signing out on purpose: revoke the refresh cookie on the server, then forget everything here. */
export async function signOut(): Promise<void> {
  const token = currentToken();
  try {
    await request('/auth/logout', { method: 'POST' }, token);
  } catch {
    // The server may be unreachable; the local session still ends.
  }
  endSession('user');
}

function isFresh(token: string): boolean {
  const delay = refreshDelayMs(token, serverNow());
  return delay !== null && delay > 0;
}

/**
 * Gets a new access token from the refresh cookie. Resolves to the new token, or null when the server refuses
 * (the caller decides whether that ends the session). Rejects on network errors.
 */
export function refreshSession(staleToken: string | null = currentToken()): Promise<string | null> {
  inflightRefresh ??= withRefreshLock(() => refreshUnderLock(staleToken)).finally(() => {
    inflightRefresh = null;
  });
  return inflightRefresh;
}

async function refreshUnderLock(staleToken: string | null): Promise<string | null> {
  // Another tab may have refreshed while this one waited for the lock: adopt its token.
  const stored = safeStorage.get(STORAGE_KEYS.token);
  if (stored && stored !== staleToken && isFresh(stored) && state.status === 'signed-in') {
    adoptToken(stored);
    return stored;
  }
  try {
    const auth = await request<AuthResponse>('/auth/refresh-token', { method: 'POST' }, null);
    establishSession(auth);
    return auth.token;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}

function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return work();
  return locks.request('masar-token-refresh', work) as Promise<T>;
}

function adoptToken(token: string): void {
  if (state.status !== 'signed-in') return;
  setState({ ...state, token });
  scheduleRefresh(token);
}

function scheduleRefresh(token: string): void {
  clearTimeout(refreshTimer);
  const delay = refreshDelayMs(token, serverNow());
  if (delay === null) return;
  refreshTimer = setTimeout(() => void refreshOnSchedule(token), delay);
}

async function refreshOnSchedule(token: string): Promise<void> {
  if (state.status !== 'signed-in' || state.token !== token) return;
  try {
    const fresh = await refreshSession(token);
    if (!fresh) expireSession();
  } catch {
    refreshTimer = setTimeout(() => void refreshOnSchedule(token), RETRY_AFTER_NETWORK_ERROR_MS);
  }
}

/**
 * At start: a stored token is checked with `/auth/me`; one that fails is removed (spec §4), then the refresh
 * cookie gets one chance to sign the user back in. No stored token means signed out, with no call at all.
 */
export async function startSession(): Promise<void> {
  const stored = safeStorage.get(STORAGE_KEYS.token);
  if (!stored) {
    endSession('anonymous');
    return;
  }
  setState({ status: 'checking' });
  const exp = jwtExpiry(stored);
  // Nothing has been learnt of this device's clock yet: one that runs ahead only costs a refresh.
  const expired = exp !== null && exp * 1000 <= serverNow();
  if (!expired) {
    try {
      resumeSession(await request<AuthResponse>('/auth/me', {}, stored));
      return;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        // The server could not answer: keep the stored token for the next visit, show the visitor signed out.
        setState({ status: 'signed-out', reason: 'anonymous' });
        return;
      }
    }
  }
  clearStoredAuth();
  const fresh = await refreshSession(null).catch(() => null);
  if (!fresh) endSession('anonymous');
}

let watching = false;

/** Keeps tabs in step and refreshes promptly when a sleeping tab wakes up. Idempotent. */
export function watchSession(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
    const token = safeStorage.get(STORAGE_KEYS.token);
    if (!token) {
      if (state.status === 'signed-in') endSession('user');
      return;
    }
    if (state.status === 'signed-in' && token === state.token) return;
    // Another tab signed in or refreshed: pick its session up (and its user, which may differ).
    void request<AuthResponse>('/auth/me', {}, token).then(resumeSession, () => undefined);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || state.status !== 'signed-in') return;
    if (!isFresh(state.token)) void refreshOnSchedule(state.token);
  });
}
