/**
 * Calls to the test server's API from a browser test: for setting up data and checking what a page did,
 * without going through the pages. Each sends JSON and an optional bearer token.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL, storedToken } from './browser';

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** The status and the JSON body, whatever they are; the caller asserts them. */
export async function api<T>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A call that must succeed: the body, or an error naming the call, its status and its answer. */
export async function apiOk<T>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const answer = await api<T>(method, path, token, body);
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/**
 * A call made as the person signed into `page` (the bearer token the app stored, the page's cookies), which
 * must answer below 300.
 */
export async function pageApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const token = await storedToken(page);
  const response = await page.request.fetch(`${baseURL()}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token ?? ''}` },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}
