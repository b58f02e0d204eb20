import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findWebPage } from '../contract/pages';
import { ACCESS_TOKEN_TTL_SECONDS } from '../contract/auth';
import type { Config } from './config';
import { FILE_TOKEN_TTL_SECONDS, type AccessClaims, type AccessTokens, type AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { registerSecurityHeaders, securityHeaderOptions } from './plugins/security-headers';
import { serializerCompiler } from './plugins/serializer';
import authRoutes from './modules/auth/routes';
import { createPasswordHasher } from './modules/auth/passwords';
import { courseCommentsRoutes, professorCommentsRoutes } from './modules/comments/routes';
import coursesRoutes from './modules/courses/routes';
import { registerCataloguePaths } from './modules/courses/index';
import { createPaymentProvider, type PaymentProvider } from './modules/payments/providers';
import { paymentsRoutes } from './modules/payments/routes';
import { earningsRoutes, pointsRoutes } from './modules/points/routes';
import filesRoutes from './modules/files/routes';
import healthRoutes from './modules/health/routes';
import { liveJobs } from './modules/live/index';
import { footerContentRoutes, publicSettingsRoutes, settingsRoutes } from './modules/settings/routes';
import { livePointsRoutes, liveRoutes } from './modules/live/routes';
import notificationsRoutes from './modules/notifications/routes';
import progressRoutes from './modules/progress/routes';
import dashboardsRoutes from './modules/dashboards/routes';
import { registerAdminFigures } from './modules/dashboards/index';
import chatRoutes from './modules/chat/routes';
import { privateClassJobs } from './modules/private-classes/index';
import { privateClassPointsRoutes, privateClassesRoutes } from './modules/private-classes/routes';
import { professorsRoutes } from './modules/professors/routes';
import { realtimeRoutes } from './modules/realtime/routes';
import { closeAttemptJob } from './modules/quizzes/deadline-job';
import { quizCountsRoutes, quizzesRoutes } from './modules/quizzes/routes';
import homepageMaterialsRoutes from './modules/site/homepage-materials.routes';
import { slidesRoutes } from './modules/slides/routes';
import structureRoutes, { structureTreeRoutes } from './modules/structure/routes';
import usersRoutes from './modules/users/routes';
import { registerSessionUsers } from './modules/users/index';
import { registerAccessControl, type AuthUser } from './plugins/access';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/errors';
import { registerDraining } from './plugins/draining';
import { registerLanguage } from './plugins/language';
import { loggerOptions } from './plugins/logging';
import { registerHardening, requestIdOf } from './plugins/hardening';
import { createMailer, withSenderName, type Mailer } from './plugins/mail';
import { mailSenderName } from './modules/settings/index';
import { registerRateLimit } from './plugins/rate-limit';
import { registerPublicCache } from './plugins/public-cache';
import { createBackground } from './plugins/background';
import { announceCountChanges, createEventBus } from './plugins/events';
import { createJobs } from './plugins/jobs';
import { createStorage } from './plugins/create-storage';
import type { Storage } from './plugins/storage';
import { expireCheckoutsJob } from './modules/payments/index';
import { cleanTokensJob } from './modules/auth/index';
import { pruneJobsJob } from './modules/jobs/index';
import { jobsAdminRoutes } from './modules/jobs/routes';
import { mediaJobs } from './modules/media/index';
import { courseMediaRoutes, mediaAdminRoutes } from './modules/media/routes';
import { readIndexHtml, sendHtml } from './web/first-page-data';
import { firstPageSource, renderFirstPage, type FirstPageSource } from './web/first-page';

/** How many verified access tokens each process keeps before it starts again: more than are in use at once. */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface AppOverrides {
  /** An open, migrated database; when absent one is opened from the configuration (and closed with the app). */
  database?: Database;
  mailer?: Mailer;
  storage?: Storage;
  /** The card payment provider (tests point it at a local stand-in). */
  payments?: PaymentProvider;
  /** Where logs go instead of stdout (tests capture them). */
  logStream?: NodeJS.WritableStream;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: {
      sub: string;
      role?: string;
      aud?: string;
      cid?: number;
      bid?: number;
      /** Session version and sign-in family of an access token. */
      sv?: number;
      fam?: string;
    };
  }
}

/** The whole API and web server, as main.ts runs it and as tests build it. */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // JSON lines with the request id (`reqId`); tokens, cookies and secrets are redacted (plugins/logging.ts).
    logger: loggerOptions(config.logLevel, overrides.logStream),
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerHardening(app);
  registerDraining(app);
  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const ownsDatabase = !overrides.database;
  const database = overrides.database ?? (await openDatabase(config.database));
  // One client for the whole app (rate limits, event publishing); the event bus adds its own subscriber.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  const events = await createEventBus({ log: app.log, redis });
  const jobs = createJobs({ db: database.db, log: app.log });
  // Every message goes out under the sender name an admin set (`mail_sender_name`), read when it is sent.
  const mailer = withSenderName(
    overrides.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
    () => mailSenderName(database.db),
  );

  await app.register(jwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL_SECONDS },
    verify: { algorithms: ['HS256'] },
  });
  // An access token verified once is kept by its exact text until it expires: a page sends the same token with
  // each of its calls, and its HMAC and JSON were about a tenth of a light signed-in read's CPU. A revoked
  // session is still refused (its session version is checked on every request, in resolveUser below); a refused
  // token is not kept. fast-jwt's own cache was measured and not used: keyed by a SHA-256 of the token it saved
  // nothing, and keyed by the token itself it warns at every start (docs/performance.md, "Tokens verified once").
  const verifiedTokens = new Map<string, AccessClaims>();
  const verifyAccessToken = (token: string): AccessClaims | null => {
    try {
      const payload = app.jwt.verify<{
        sub: string;
        aud?: string;
        sv?: unknown;
        fam?: unknown;
        exp?: unknown;
      }>(token);
      if (payload.aud) return null; // a file token is not an access token
      const id = Number(payload.sub);
      if (!Number.isSafeInteger(id) || id <= 0 || typeof payload.sv !== 'number') return null;
      return {
        userId: id,
        sessionVersion: payload.sv,
        family: typeof payload.fam === 'string' ? payload.fam : null,
        expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : Number.POSITIVE_INFINITY,
      };
    } catch {
      return null;
    }
  };
  const tokens: AccessTokens = {
    sign: (user, family) =>
      app.jwt.sign({
        sub: String(user.id),
        role: user.role,
        sv: user.sessionVersion,
        ...(family ? { fam: family } : {}),
      }),
    verify: (token) => {
      const kept = verifiedTokens.get(token);
      if (kept) {
        if (Date.now() < kept.expiresAt) return kept;
        verifiedTokens.delete(token);
      }
      const claims = verifyAccessToken(token);
      if (claims) {
        if (verifiedTokens.size >= VERIFIED_TOKENS_KEPT) verifiedTokens.clear();
        verifiedTokens.set(token, Object.freeze(claims));
      }
      return claims;
    },
    signFile: (grant, options) =>
      app.jwt.sign(
        { sub: String(grant.userId), aud: 'file', cid: grant.courseId, bid: grant.blockId },
        // Offline packs ask for longer grants (up to 14 days, issue 21); the entitlement is re-checked anyway.
        { expiresIn: options?.expiresInSeconds ?? FILE_TOKEN_TTL_SECONDS },
      ),
    verifyFile: (token) => {
      try {
        const p = app.jwt.verify<{ sub: string; aud?: string; cid?: number; bid?: number }>(token);
        if (p.aud !== 'file' || typeof p.cid !== 'number' || typeof p.bid !== 'number') return null;
        return { userId: Number(p.sub), courseId: p.cid, blockId: p.bid };
      } catch {
        return null;
      }
    },
  };
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    storage: overrides.storage ?? createStorage(config),
    mailer,
    passwords: createPasswordHasher(config.passwordHash),
    tokens,
    events,
    jobs,
    background: createBackground(),
    redis,
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    // The mails that followed the last answers first: they read the database and publish events.
    await ctx.background.settled();
    await jobs.stop();
    await events.close();
    mailer.close();
    redis?.disconnect();
    if (ownsDatabase) await database.close();
  });

  registerSecurityHeaders(app, securityHeaderOptions(config));
  await app.register(cookie);
  // The built files first: they are compressed at build time, and compression applies to routes added after it.
  const web = await registerWebFiles(app, config.webDir);
  await registerCompression(app);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 50 } });
  await registerRateLimit(app, redis);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Masar API', version: '1.0.0', description: 'Online learning platform API' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });

  registerLanguage(app);
  // The token check's user lookup, kept per process and dropped by every write to users (session-users.ts).
  const sessionUsers = registerSessionUsers(app, ctx.db, events);
  const resolveUser = async (token: string): Promise<AuthUser | null> => {
    const claims = tokens.verify(token);
    const row = claims ? await sessionUsers.find(claims.userId) : undefined;
    // A token issued before a password change, reset, email change or sign-out is over.
    if (!row || row.sessionVersion !== claims?.sessionVersion) return null;
    return {
      id: row.id,
      role: row.role,
      name: row.name,
      email: row.email,
      family: claims.family,
      suspended: row.suspendedAt !== null,
    };
  };
  registerAccessControl(app, { resolveUser });
  announceCountChanges(app, events);
  registerPublicCache(app, events);
  // The catalogue paths of course summaries, kept until public data changes (catalogue-paths.read-model.ts).
  registerCataloguePaths(ctx.db, events);
  // The admin dashboard's figures, kept a few seconds and dropped by every write (decision 123).
  const adminFigures = registerAdminFigures(app, ctx.db, events);
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(usersRoutes, { prefix: '/api/users' });
  await app.register(filesRoutes, { prefix: '/api/files' });
  await app.register(structureRoutes, { prefix: '/api' });
  await app.register(structureRoutes, { prefix: '/api/structure' });
  await app.register(structureTreeRoutes, { prefix: '/api/structure' });
  await app.register(homepageMaterialsRoutes, { prefix: '/api/homepage-materials' });
  await app.register(slidesRoutes, { prefix: '/api/slides' });
  await app.register(coursesRoutes, { prefix: '/api/courses' });
  await app.register(courseCommentsRoutes, { prefix: '/api/courses' });
  // Video renditions (served like course files) and transcoding in the background (issue 21).
  await app.register(courseMediaRoutes, { prefix: '/api/courses' });
  await app.register(mediaAdminRoutes, { prefix: '/api/admin' });
  for (const job of mediaJobs(ctx)) jobs.define(job);
  await app.register(professorCommentsRoutes, { prefix: '/api/comments' });
  await app.register(progressRoutes, { prefix: '/api/courses' });
  const provider = overrides.payments ?? createPaymentProvider(config);
  jobs.define(expireCheckoutsJob(ctx, provider));
  // Reminders an hour before a live session and the auto-end of sessions left live: recurring, run once across instances.
  for (const job of liveJobs(ctx, (err) => app.log.error({ err }, 'live session mail failed')))
    jobs.define(job);
  await app.register(pointsRoutes(provider), { prefix: '/api/points' });
  await app.register(paymentsRoutes(provider), { prefix: '/api/payments' });
  await app.register(earningsRoutes, { prefix: '/api/admin' });
  await app.register(settingsRoutes, { prefix: '/api/admin' });
  await app.register(publicSettingsRoutes, { prefix: '/api/settings' });
  await app.register(footerContentRoutes, { prefix: '/api/footer-content' });
  await app.register(liveRoutes, { prefix: '/api' });
  await app.register(livePointsRoutes, { prefix: '/api/points' });
  await app.register(notificationsRoutes, { prefix: '/api/notifications' });
  // Attempts still open after their deadline are closed by a one-off job each, and on any read before that.
  jobs.define(closeAttemptJob(ctx));
  await app.register(quizzesRoutes, { prefix: '/api/quizzes' });
  await app.register(quizCountsRoutes, { prefix: '/api/admin' });
  await app.register(chatRoutes, { prefix: '/api' });
  // Expired refresh tokens and reset links are removed every six hours; admins see every job at /api/admin/jobs.
  jobs.define(cleanTokensJob(ctx));
  jobs.define(pruneJobsJob(ctx.db));
  await app.register(jobsAdminRoutes, { prefix: '/api/admin' });
  await app.register(dashboardsRoutes, { prefix: '/api', adminFigures });
  // Private classes: requests, settings, payment into individual live sessions; completion on a clock.
  for (const job of privateClassJobs(ctx.db)) jobs.define(job);
  await app.register(privateClassesRoutes, { prefix: '/api' });
  await app.register(privateClassPointsRoutes, { prefix: '/api/points' });
  await app.register(professorsRoutes, { prefix: '/api' });
  // The socket (`GET /api/ws`): chat, notifications and counts pushed from the event bus to open pages.
  await app.register(realtimeRoutes({ resolveUser }));

  // The course and catalogue pages' index.html carries their first paint, the course page's also the course as
  // an anonymous visitor reads it (docs/performance.md, decision 100).
  registerWebAppFallback(app, web, firstPageSource(ctx));
  return app;
}

interface WebApp {
  /** Per page address pattern (`contract/pages.ts`), the `Link` header announcing the page's own chunks. */
  preloads: Map<string, string>;
  /** index.html as built, for the pages that inline their first data in it. */
  indexHtml: string;
}

/**
 * Serves the files of the built web app, when there is one (null when not). `npm run build` writes a brotli and
 * a gzip copy beside each text file over 1 KB (`scripts/precompress-web.mjs`); the copy the client's
 * `Accept-Encoding` prefers is sent as it is, with `Content-Encoding` and `Vary: Accept-Encoding`. Vite's hashed
 * files under /assets/ never change, so browsers keep them a year without asking again; the rest (index.html,
 * the favicon) are revalidated.
 */
async function registerWebFiles(app: FastifyInstance, webDir: string): Promise<WebApp | null> {
  if (!existsSync(path.join(webDir, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return { preloads: readPagePreloads(webDir), indexHtml: readIndexHtml(webDir) };
}

/**
 * The chunks each first-load page needs beyond the entry (`scripts/page-preloads.mjs` lists them at build), as
 * `Link: <…>; rel=modulepreload` header values: the browser fetches them alongside the entry.
 */
function readPagePreloads(webDir: string): Map<string, string> {
  const file = path.join(webDir, '.vite', 'page-preloads.json');
  if (!existsSync(file)) return new Map();
  const listed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  return new Map(
    Object.entries(listed)
      .filter(([, files]) => files.length > 0)
      .map(([page, files]) => [page, files.map((file) => `<${file}>; rel=modulepreload`).join(', ')]),
  );
}

/**
 * Unknown /api paths are JSON 404s; any other GET gets index.html — with 200 for the app's pages
 * (`contract/pages.ts`), 404 for any other address, where the client router shows its not-found page.
 */
function registerWebAppFallback(app: FastifyInstance, web: WebApp | null, firstPage: FirstPageSource) {
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // A missing built asset (an old chunk after a deploy) must fail as a 404, not come back as index.html.
    if (
      url === '/api' ||
      url.startsWith('/api/') ||
      url.startsWith('/assets/') ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send({ error: 'Not found' });
    }
    if (!web) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (npm start does it for you).');
    }
    // The app shows its not-found page for an address it has no page for; the status says so too.
    const page = findWebPage(url);
    const preload = page && web.preloads.get(page.path);
    if (preload) reply.header('Link', preload);
    const first = page && request.method === 'GET' ? await firstPage(request, page) : null;
    if (first) {
      return sendHtml(
        request,
        reply.header('Cache-Control', 'no-cache'),
        renderFirstPage(web.indexHtml, first),
      );
    }
    return reply
      .status(page ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .sendFile('index.html');
  });
}
