/**
 * The bare HTTP primitive every call goes through. It knows nothing about the session: the bearer token is
 * passed in, so the session module can use it for `/auth/me` and `/auth/refresh-token` without a cycle.
 */
export const API_BASE = '/api';

/** A failed call: the message is the server's `error` field, else `HTTP error! status: {code}` (spec §8). */
export class ApiError extends Error {
  readonly status: number;
  /** The whole error body, for answers that carry more than `error` (the new `price` of a `Price changed`). */
  readonly details: Record<string, unknown>;

  constructor(message: string, status: number, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.details = details;
  }
}

/** The new price of a `409 Price changed` answer, or null for any other error. */
export function changedPrice(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.message !== 'Price changed') return null;
  return typeof error.details.price === 'number' ? error.details.price : null;
}

let requestLanguage: string | null = null;

/**
 * The interface language, sent as `Accept-Language` on every call so the server names the catalogue in it
 * (lib/i18n keeps it current).
 */
export function setRequestLanguage(language: string): void {
  requestLanguage = language;
}
export const currentRequestLanguage = (): string | null => requestLanguage;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart; the browser sets the boundary. */
  formData?: FormData;
  signal?: AbortSignal;
}

export async function request<T>(path: string, options: RequestOptions, token: string | null): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (requestLanguage) headers.set('Accept-Language', requestLanguage);
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers,
    // The refresh token travels in an httpOnly cookie scoped to /api/auth.
    credentials: 'include',
  };
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;

  const response = await fetch(`${API_BASE}${path}`, init);
  const payload: unknown = parseJson(await response.text());
  if (!response.ok) {
    throw new ApiError(
      errorMessageOf(payload) ?? `HTTP error! status: ${response.status}`,
      response.status,
      payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {},
    );
  }
  return payload as T;
}

/** A response body as JSON, or null when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The server's `error` field, when the body has one. */
export function errorMessageOf(payload: unknown): string | null {
  if (payload && typeof payload === 'object' && 'error' in payload) {
    const { error } = payload as { error: unknown };
    if (typeof error === 'string' && error.length > 0) return error;
  }
  return null;
}
