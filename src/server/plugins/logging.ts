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

/**
 * Every log line is JSON (pino) with the request id as `reqId`; credentials never reach it: bearer headers,
 * cookies and set-cookie, anything named like a password, token or secret in a logged object, and the
 * credential-bearing parameters of URLs.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.token',
        '*.accessToken',
        '*.refreshToken',
        '*.secret',
        '*.jwtSecret',
        '*.secretAccessKey',
        '*.apiKey',
      ],
      censor: '[redacted]',
    },
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
    },
    ...(stream ? { stream } : {}),
  };
}
