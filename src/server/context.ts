import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { PasswordHasher } from './modules/auth/passwords';
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
}

export interface AccessTokens {
  sign(user: { id: number; role: string }): string;
  /** The user id of a valid access token, or null. */
  verify(token: string): number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
