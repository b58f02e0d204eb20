import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import type { Config } from '../../config';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the same work as a real check, so an unknown email answers as slowly as a wrong password. */
  burn(password: string): Promise<void>;
}

/**
 * argon2id. Each hash takes tens of milliseconds of CPU and memoryCost KiB of memory; the work is bounded to
 * one job per core so a burst of logins queues instead of starving every other request.
 */
export function createPasswordHasher(cost: Config['passwordHash']): PasswordHasher {
  const limit = pLimit(Math.max(1, availableParallelism()));
  // Algorithm.Argon2id is an ambient const enum, which isolated modules cannot read; its value is 2.
  const options = { algorithm: 2 as const, ...cost };
  let dummy: Promise<string> | null = null;
  const hasher: PasswordHasher = {
    hash: (password) => limit(() => hash(password, options)),
    verify: (passwordHash, password) =>
      limit(async () => {
        try {
          return await verify(passwordHash, password);
        } catch {
          return false;
        }
      }),
    async burn(password) {
      dummy ??= hasher.hash('masar-timing-equaliser');
      await hasher.verify(await dummy, password);
    },
  };
  return hasher;
}
