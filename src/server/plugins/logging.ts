import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry a credential: file grants (`t`), reset and email links (`token`), provider codes. */
const SECRET_PARAMS = new Set(['t', 'token', 'code', 'signature', 'key', 'secret', 'password']);

/** A request's URL as it may be logged: the values of credential-bearing query parameters are replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeSafely(eq === -1 ? pair : pair.slice(0, eq)).toLowerCase();
      return eq !== -1 && SECRET_PARAMS.has(name) ? `${pair.slice(0, eq)}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Links in a logged text (a mail in the outbox) lose their tokens the same way. */
export function redactLinks(text: string): string {
  return text.replace(/([?&](?:t|token|code)=)[^\s&"'<>]+/gi, '$1[redacted]');
}

/** Keys whose values never reach a log line, in any object logged: `{ body: { password } }`, `{ err: { token } }`. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'jwtSecret',
  'secretAccessKey',
  'apiKey',
] as const;
const CENSOR = '[redacted]';

/**
 * A log line's fields with every secret-named key censored, among the fields and one level down in each logged
 * object (as pino's `*.password` paths did there); the fields themselves when there is none, nearly always. A
 * censored object is a shallow copy with the same prototype and properties (an Error keeps its message and
 * stack): the caller's objects are never changed. `req` and `res` are left to their serializers, which pick their
 * few fields (this runs before them, on the request itself, whose `accessToken` is never logged).
 */
export function censorSecrets(fields: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const secret of SECRET_KEYS) {
    if (!(secret in fields)) continue;
    copy ??= { ...fields };
    copy[secret] = CENSOR;
  }
  for (const key in fields) {
    if (key === 'req' || key === 'res') continue;
    const value = fields[key];
    if (value === null || typeof value !== 'object') continue;
    let censored: Record<string, unknown> | null = null;
    for (const secret of SECRET_KEYS) {
      if (!(secret in value)) continue;
      censored ??= Object.create(
        Object.getPrototypeOf(value) as object | null,
        Object.getOwnPropertyDescriptors(value),
      ) as Record<string, unknown>;
      Object.defineProperty(censored, secret, { value: CENSOR, enumerable: true, writable: true });
    }
    if (censored) {
      copy ??= { ...fields };
      copy[key] = censored;
    }
  }
  return copy ?? fields;
}

/**
 * Every log line is JSON (pino) with the request id as `reqId`; credentials never reach it: a request is logged
 * as its method, URL, host and address (no header: no bearer token, no cookie), a reply as its status (no
 * set-cookie), anything named like a password, token or secret in a logged object is censored, and so are the
 * credential-bearing parameters of URLs.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    // Secrets censored by key name as each line is written (`censorSecrets`), not by pino's `redact` paths:
    // those ran a copy-and-walk of every logged object for every line, and with `*.password`-style paths for
    // every key of a request's child logger too, a fifth of a light request's CPU at `info` (decision 131).
    formatters: { log: censorSecrets },
    serializers: {
      req(request: {
        method: string;
        url: string;
        hostname?: string;
        ip?: string;
        socket?: { remotePort?: number };
      }) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.hostname,
          remoteAddress: request.ip,
        };
      },
      // The status only: a reply's headers (set-cookie) are never logged.
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
    ...(stream ? { stream } : {}),
  };
}
