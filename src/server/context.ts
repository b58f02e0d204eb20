import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Redis } from 'ioredis';
import type { PasswordHasher } from './modules/auth/passwords';
import type { Background } from './plugins/background';
import type { EventBus } from './plugins/events';
import type { Jobs } from './plugins/jobs';
import type { Mailer } from './plugins/mail';
import type { Storage } from './plugins/storage';

/** What services need from the running app; built once in buildApp and passed down explicitly. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
  mailer: Mailer;
  passwords: PasswordHasher;
  tokens: AccessTokens;
  /** Committed facts for listeners on every instance (in-process, or Redis pub/sub with REDIS_URL). */
  events: EventBus;
  /** Deferred and scheduled work, run once across instances (the jobs table). */
  jobs: Jobs;
  /** Work that follows an answer on this instance (its mails), waited for when the app closes. */
  background: Background;
  /** The one shared Redis client when REDIS_URL is set (rate limits, event fan-out). */
  redis: Redis | null;
}

export interface AccessTokens {
  /** `family` names the sign-in (refresh-token family) the token belongs to, so that one can be kept. */
  sign(user: { id: number; role: string; sessionVersion: number }, family?: string): string;
  /** Who a valid access token speaks for, or null; the caller compares its session version with the user's. */
  verify(token: string): AccessClaims | null;
  /**
   * A short-lived token for one user and one course file, carried in the file's URL: a `<video>`, `<img>` or
   * `<iframe>` cannot send a bearer header. The download route still re-checks the user's entitlement.
   */
  signFile(grant: FileGrant, options?: { expiresInSeconds?: number }): string;
  verifyFile(token: string): FileGrant | null;
}

export interface AccessClaims {
  userId: number;
  sessionVersion: number;
  family: string | null;
  /** When the token expires (ms since the epoch); an open socket closes then. */
  expiresAt: number;
}

export interface FileGrant {
  userId: number;
  courseId: number;
  blockId: number;
}

export const FILE_TOKEN_TTL_SECONDS = 6 * 60 * 60;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
