import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { WS_AUTH_TIMEOUT_MS, WS_PING_INTERVAL_MS } from '../contract/realtime';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** Connections each server process keeps to the database server (docs/performance.md: pool size). */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    /** Server processes sharing the port (node:cluster): default every core on a database server, 1 on PGlite. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(128).optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
    SEED_DEMO: bool.optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Masar <no-reply@masar.local>'),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /** Defaults to `s3` when S3_BUCKET is set, else `local`. */
    STORAGE: z.enum(['local', 's3']).optional(),
    S3_BUCKET: z.string().min(3, { error: 'must be at least 3 characters' }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** An S3-compatible service's address (MinIO, Scaleway, …); without it, AWS. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool.default(false),
    PAYMENTS_PROVIDER: z.enum(['sandbox', 'chargily', 'stripe']).default('sandbox'),
    PAYMENTS_SANDBOX: bool.default(false),
    CHARGILY_SECRET_KEY: z.string().min(1).optional(),
    CHARGILY_MODE: z.enum(['test', 'live']).default('test'),
    /** Overrides the Chargily API base (a local stand-in in tests). */
    CHARGILY_API_URL: z.url().optional(),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Overrides the Stripe API host (a local stand-in in tests), e.g. http://127.0.0.1:12111. */
    STRIPE_API_URL: z.url().optional(),
    AGORA_APP_ID: z.string().min(1).optional(),
    AGORA_APP_CERTIFICATE: z.string().min(1).optional(),
    /** Jitsi Meet server for live sessions without Agora or a meeting link of their own. */
    JITSI_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://meet.jit.si'),
    /** The ffmpeg that transcodes uploaded videos (`ffprobe` is looked for beside it); `off` turns transcoding off. */
    FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  })
  .superRefine((env, ctx) => {
    if (!env.DATABASE_URL && env.WEB_CONCURRENCY && env.WEB_CONCURRENCY > 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message: 'must be 1 on the embedded database (one process writes it); set DATABASE_URL for more',
      });
    }
    if (env.DATABASE_URL && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required when DATABASE_URL is set',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    if (env.PAYMENTS_PROVIDER === 'sandbox' && env.DATABASE_URL && !env.PAYMENTS_SANDBOX) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_PROVIDER'],
        message:
          'the sandbox provider takes no real money: with DATABASE_URL choose chargily or stripe, or set PAYMENTS_SANDBOX=true',
      });
    }
    if (env.PAYMENTS_PROVIDER === 'chargily' && !env.CHARGILY_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['CHARGILY_SECRET_KEY'],
        message: 'is required with PAYMENTS_PROVIDER=chargily',
      });
    }
    if (env.PAYMENTS_PROVIDER === 'stripe') {
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required with PAYMENTS_PROVIDER=stripe' });
      }
    }
    if (env.STORAGE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required with STORAGE=s3' });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
    if (Boolean(env.AGORA_APP_ID) !== Boolean(env.AGORA_APP_CERTIFICATE)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.AGORA_APP_ID ? 'AGORA_APP_CERTIFICATE' : 'AGORA_APP_ID'],
        message: 'AGORA_APP_ID and AGORA_APP_CERTIFICATE must be set together',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface RateLimitRule {
  max: number;
  /** Milliseconds. */
  window: number;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; max: number };
  /** Server processes sharing the port (`WEB_CONCURRENCY`; src/server/workers.ts). */
  webConcurrency: number;
  jwtSecret: string;
  admin: { email: string; password: string } | null;
  seedDemo: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  redisUrl: string | null;
  /** Where uploads live: `local` is DATA_DIR/uploads; `s3` an S3-compatible bucket. */
  storage:
    | { kind: 'local' }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint: string | null;
        accessKeyId: string | null;
        secretAccessKey: string | null;
        forcePathStyle: boolean;
      };
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  agora: { appId: string; appCertificate: string } | null;
  /** Without Agora, a session with no meeting link of its own is taught in a room on this Jitsi server. */
  jitsiBaseUrl: string;
  /** Video transcoding (issue 21): null when turned off; a path that does not run also means off. */
  ffmpegPath: string | null;
  payments:
    | { provider: 'sandbox' }
    | { provider: 'chargily'; secretKey: string; apiUrl: string }
    | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiUrl: string | null };
  /** Cost of argon2id; tests lower it, production keeps the OWASP minimum or above. */
  passwordHash: { memoryCost: number; timeCost: number; parallelism: number };
  /**
   * Throttles. Per address they are sized for a school network behind one NAT (a class of 30 registering
   * together passes); per account they stop password guessing.
   */
  rateLimits: {
    loginPerIp: RateLimitRule;
    loginPerAccount: RateLimitRule;
    registerPerIp: RateLimitRule;
    registerPerAccount: RateLimitRule;
    forgotPerIp: RateLimitRule;
    forgotPerAccount: RateLimitRule;
    resetPerIp: RateLimitRule;
    redeemPerIp: RateLimitRule;
    redeemPerAccount: RateLimitRule;
    /** Confirming or undoing an email change. */
    emailLinkPerIp: RateLimitRule;
    /** Comments are unlimited in number over time but not in a burst. */
    commentPerUser: RateLimitRule;
    /** Chat messages: a conversation's pace, not a flood. */
    chatPerUser: RateLimitRule;
    /** Private-class requests: a student asks a few teachers, not every one. */
    privateClassPerUser: RateLimitRule;
  };
  /** The socket's clocks (tests shorten them): the first message must authenticate in time; pings find dead peers. */
  /**
   * Sockets: the time to authenticate, the heartbeat, and how often every open socket's account and rooms are
   * checked again (so access lost over HTTP is lost on the socket within that time, not at the token's expiry).
   */
  realtime: { authTimeoutMs: number; pingIntervalMs: number; recheckIntervalMs: number };
  /** Where the built web app lives; null when there is none to serve. */
  webDir: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const MINUTE = 60_000;

/** Parses the environment once; a bad value throws a ConfigError naming every bad key. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const embedded = !env.DATABASE_URL;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, max: env.DATABASE_POOL_MAX }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    webConcurrency: env.DATABASE_URL ? (env.WEB_CONCURRENCY ?? availableParallelism()) : 1,
    jwtSecret: env.JWT_SECRET ?? embeddedSecret(dataDir),
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : null,
    seedDemo: env.SEED_DEMO ?? embedded,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    redisUrl: env.REDIS_URL ?? null,
    storage: storageConfig(env),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    agora:
      env.AGORA_APP_ID && env.AGORA_APP_CERTIFICATE
        ? { appId: env.AGORA_APP_ID, appCertificate: env.AGORA_APP_CERTIFICATE }
        : null,
    jitsiBaseUrl: env.JITSI_BASE_URL.replace(/\/+$/, ''),
    ffmpegPath: env.FFMPEG_PATH === 'off' ? null : env.FFMPEG_PATH,
    payments: paymentsConfig(env),
    passwordHash: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
    rateLimits: {
      loginPerIp: { max: 300, window: 15 * MINUTE },
      loginPerAccount: { max: 10, window: 15 * MINUTE },
      registerPerIp: { max: 100, window: 60 * MINUTE },
      registerPerAccount: { max: 10, window: 60 * MINUTE },
      forgotPerIp: { max: 30, window: 15 * MINUTE },
      forgotPerAccount: { max: 5, window: 60 * MINUTE },
      resetPerIp: { max: 30, window: 15 * MINUTE },
      redeemPerIp: { max: 100, window: 15 * MINUTE },
      redeemPerAccount: { max: 10, window: 15 * MINUTE },
      emailLinkPerIp: { max: 30, window: 15 * MINUTE },
      commentPerUser: { max: 10, window: 10 * MINUTE },
      chatPerUser: { max: 20, window: 10_000 },
      privateClassPerUser: { max: 10, window: 60 * MINUTE },
    },
    realtime: {
      authTimeoutMs: WS_AUTH_TIMEOUT_MS,
      pingIntervalMs: WS_PING_INTERVAL_MS,
      recheckIntervalMs: 30_000,
    },
    webDir: path.resolve('dist/web'),
  };
}

function storageConfig(env: Env): Config['storage'] {
  if ((env.STORAGE ?? (env.S3_BUCKET ? 's3' : 'local')) === 'local') return { kind: 'local' };
  return {
    kind: 's3',
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT ?? null,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

function paymentsConfig(env: Env): Config['payments'] {
  if (env.PAYMENTS_PROVIDER === 'chargily') {
    const base =
      env.CHARGILY_MODE === 'live'
        ? 'https://pay.chargily.net/api/v2'
        : 'https://pay.chargily.net/test/api/v2';
    return {
      provider: 'chargily',
      secretKey: env.CHARGILY_SECRET_KEY!,
      apiUrl: (env.CHARGILY_API_URL ?? base).replace(/\/+$/, ''),
    };
  }
  if (env.PAYMENTS_PROVIDER === 'stripe') {
    return {
      provider: 'stripe',
      secretKey: env.STRIPE_SECRET_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      apiUrl: env.STRIPE_API_URL ?? null,
    };
  }
  return { provider: 'sandbox' };
}

/**
 * On the embedded set-up with no JWT_SECRET, a random secret is made once and kept in DATA_DIR so tokens
 * survive a restart. Production (DATABASE_URL) must set JWT_SECRET: the schema refuses to start without it.
 */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
