/**
 * A fake server for component tests: answers `fetch` (and the XMLHttpRequest uploads go through) by method and
 * path, and records every call with its parsed body, so a test can say what the page sent. Paths are written
 * as the app writes them, without `/api` (`PUT /courses/:id/price`). A call nobody answers gets a 501 and is
 * listed in `unanswered`, which each test file's `afterEach` expects to be empty.
 */
import { afterEach, expect, vi } from 'vitest';

export interface FakeRequest {
  method: string;
  /** Without `/api` and without the query string. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body; for multipart, `data` parsed from JSON and each file as its name. */
  body: unknown;
  /** The `:name` parts of the route. */
  params: Record<string, string>;
}

/** An answer with a status; a handler that returns anything else answers 200 with it as the JSON body. */
export interface FakeReply {
  readonly fakeReply: true;
  status: number;
  body: unknown;
}

export function reply(status: number, body?: unknown): FakeReply {
  return { fakeReply: true, status, body };
}

type Handler = (request: FakeRequest) => unknown;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

function bodyOf(raw: unknown): unknown {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'string') return raw ? (JSON.parse(raw) as unknown) : undefined;
  if (raw instanceof FormData) {
    const parts: Record<string, unknown> = {};
    for (const [name, value] of raw.entries()) {
      parts[name] = typeof value === 'string' ? (name === 'data' ? JSON.parse(value) : value) : value.name;
    }
    return parts;
  }
  return raw;
}

export interface FakeApi {
  /**
   * Answers `method path` with what the handler returns, or with a fixed answer (a body, or `reply(...)`).
   * Later routes win over earlier ones for the same call.
   */
  on(method: string, path: string, handler: Handler): FakeApi;
  on(method: string, path: string, answer: unknown): FakeApi;
  /** Every call so far, oldest first. */
  calls: FakeRequest[];
  /** The calls to `method path` (a route pattern, as in `on`). */
  callsTo(method: string, path: string): FakeRequest[];
  unanswered: string[];
}

let active: FakeApi | null = null;

afterEach(() => {
  if (active) expect(active.unanswered, 'calls the fake API did not answer').toEqual([]);
  active = null;
});

/** Installs a fresh fake server for this test (the unit project unstubs globals after each test). */
export function fakeApi(): FakeApi {
  const routes: Route[] = [];
  const api: FakeApi = {
    calls: [],
    unanswered: [],
    on(method: string, path: string, answer: unknown) {
      const handler: Handler = typeof answer === 'function' ? (answer as Handler) : () => answer;
      routes.unshift({ method, ...compile(path), handler });
      return api;
    },
    callsTo(method, path) {
      const { pattern } = compile(path);
      return api.calls.filter((call) => call.method === method && pattern.test(call.path));
    },
  };

  async function answer(
    method: string,
    url: string,
    raw: unknown,
  ): Promise<{ status: number; text: string }> {
    const parsed = new URL(url, 'http://masar.test');
    const path = parsed.pathname.replace(/^\/api/, '');
    for (const route of routes) {
      const match = route.method === method ? route.pattern.exec(path) : null;
      if (!match) continue;
      const params = Object.fromEntries(route.names.map((name, i) => [name, match[i + 1] ?? '']));
      const request: FakeRequest = { method, path, query: parsed.searchParams, body: bodyOf(raw), params };
      api.calls.push(request);
      // Answers come back on a later task, as they do from a server.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const result = await route.handler(request);
      const { status, body } =
        result && typeof result === 'object' && 'fakeReply' in result
          ? (result as FakeReply)
          : { status: 200, body: result };
      return { status, text: body === undefined ? '' : JSON.stringify(body) };
    }
    api.unanswered.push(`${method} ${path}`);
    return { status: 501, text: JSON.stringify({ error: `No fake answer for ${method} ${path}` }) };
  }

  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    const { status, text } = await answer(init.method ?? 'GET', url, init.body);
    return new Response(text || null, { status, headers: { 'Content-Type': 'application/json' } });
  });

  /** Just what `lib/upload-with-progress.ts` uses. */
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      void answer(this.method, this.url, body).then(({ status, text }) => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 } as ProgressEvent);
        this.status = status;
        this.responseText = text;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);

  active = api;
  return api;
}
