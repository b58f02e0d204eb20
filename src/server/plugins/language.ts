import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appLanguages, type AppLanguage } from '../../contract/languages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language for catalogue names: `?lang=`, else `Accept-Language`, else Arabic. */
    language: AppLanguage;
  }
}

const DEFAULT_LANGUAGE: AppLanguage = 'ar';

/** `fr`, `fr-DZ`, `FR` → fr; anything the platform does not speak → null. */
function asAppLanguage(tag: string): AppLanguage | null {
  const base = tag.trim().toLowerCase().split('-')[0];
  return (appLanguages as readonly string[]).includes(base ?? '') ? (base as AppLanguage) : null;
}

/**
 * The language to answer in: a valid `?lang=` wins, then the best-weighted language of `Accept-Language` that
 * the platform speaks (q-values honoured, q=0 meaning "not this one"), else Arabic.
 */
export function chooseLanguage(lang: unknown, acceptLanguage: string | undefined): AppLanguage {
  if (typeof lang === 'string') {
    const chosen = asAppLanguage(lang);
    if (chosen) return chosen;
  }
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  let best: { language: AppLanguage; q: number; index: number } | null = null;
  for (const [index, part] of acceptLanguage.split(',').entries()) {
    const [tag = '', ...params] = part.split(';');
    const language = asAppLanguage(tag);
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q, index };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

function languageOf(request: FastifyRequest): AppLanguage {
  const queryStart = request.url.indexOf('?');
  const lang = queryStart === -1 ? null : new URLSearchParams(request.url.slice(queryStart + 1)).get('lang');
  const header = request.headers['accept-language'];
  return chooseLanguage(lang, Array.isArray(header) ? header.join(',') : header);
}

/** `request.language`, worked out on first read (most routes never ask). */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return languageOf(this);
    },
  });
}
