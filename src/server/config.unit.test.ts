import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'masar-config-'));

describe('loadConfig', () => {
  it('runs with no environment at all: embedded database, port 3000, demo data, a kept secret', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(dir, 'db') });
    expect(config.seedDemo).toBe(true);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    // The same secret on the next start.
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('runs one process on the embedded database and every core on a database server (WEB_CONCURRENCY)', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).webConcurrency).toBe(1);
    expect(() => loadConfig({ DATA_DIR: tmp(), WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: must be 1 on the embedded database/,
    );
    const server = {
      DATABASE_URL: 'postgresql://u@db:5432/masar',
      JWT_SECRET: 's'.repeat(40),
      PAYMENTS_SANDBOX: 'true',
    };
    expect(loadConfig(server).webConcurrency).toBe(os.availableParallelism());
    const four = loadConfig({ ...server, WEB_CONCURRENCY: '4', DATABASE_POOL_MAX: '25' });
    expect(four.webConcurrency).toBe(4);
    expect(four.database).toMatchObject({ kind: 'postgres', max: 25 });
  });

  it('defaults DATA_DIR to ./data', () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(40) });
    expect(config.dataDir).toBe(path.resolve('data'));
  });

  it('names every bad key at once', () => {
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', SMTP_URL: 'not a url', DATA_DIR: tmp() });
      expect.unreachable('a bad configuration must throw');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/^PORT: /m);
      expect(problems).toMatch(/^LOG_LEVEL: /m);
      expect(problems).toMatch(/^SMTP_URL: /m);
    }
  });

  it('requires JWT_SECRET in production (DATABASE_URL set) and no demo data there by default', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgresql://u@db:5432/masar' })).toThrow(
      /JWT_SECRET: is required/,
    );
    const config = loadConfig({
      DATABASE_URL: 'postgresql://u@db:5432/masar',
      JWT_SECRET: 's'.repeat(40),
      PAYMENTS_SANDBOX: 'true',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgresql://u@db:5432/masar', max: 10 });
    expect(config.seedDemo).toBe(false);
    const opted = loadConfig({
      DATABASE_URL: 'postgresql://u@db:5432/masar',
      JWT_SECRET: 's'.repeat(40),
      SEED_DEMO: 'true',
      PAYMENTS_SANDBOX: 'true',
    });
    expect(opted.seedDemo).toBe(true);
  });

  it('refuses the sandbox payment provider in production unless explicitly enabled, and wants provider keys', () => {
    const production = { DATABASE_URL: 'postgresql://u@db:5432/masar', JWT_SECRET: 's'.repeat(40) };
    expect(() => loadConfig(production)).toThrow(
      /PAYMENTS_PROVIDER: the sandbox provider takes no real money/,
    );
    expect(() => loadConfig({ ...production, PAYMENTS_PROVIDER: 'chargily' })).toThrow(
      /CHARGILY_SECRET_KEY: is required/,
    );
    expect(() => loadConfig({ ...production, PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required/,
    );
    const chargily = loadConfig({
      ...production,
      PAYMENTS_PROVIDER: 'chargily',
      CHARGILY_SECRET_KEY: 'sk',
      CHARGILY_MODE: 'live',
    });
    expect(chargily.payments).toEqual({
      provider: 'chargily',
      secretKey: 'sk',
      apiUrl: 'https://pay.chargily.net/api/v2',
    });
    expect(loadConfig({ DATA_DIR: tmp() }).payments).toEqual({ provider: 'sandbox' });
  });

  it('stores uploads on the local disk unless a bucket is configured', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ DATA_DIR: tmp(), STORAGE: 'local', S3_BUCKET: 'kept' }).storage).toEqual({
      kind: 'local',
    });
    expect(
      loadConfig({
        DATA_DIR: tmp(),
        S3_BUCKET: 'masar-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'masar-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ DATA_DIR: tmp(), STORAGE: 's3' })).toThrow(/S3_BUCKET: is required/);
    expect(() => loadConfig({ DATA_DIR: tmp(), STORAGE: 'disk' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ DATA_DIR: tmp(), S3_BUCKET: 'b1', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });

  it('takes an admin only with both email and password', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ADMIN_EMAIL: 'boss@school.dz' })).toThrow(/ADMIN_PASSWORD/);
    const config = loadConfig({
      DATA_DIR: tmp(),
      ADMIN_EMAIL: 'boss@school.dz',
      ADMIN_PASSWORD: 'long-enough',
    });
    expect(config.admin).toEqual({ email: 'boss@school.dz', password: 'long-enough' });
  });

  it('reads PORT, PUBLIC_URL and SEED_DEMO=false', () => {
    const config = loadConfig({ DATA_DIR: tmp(), PORT: '4000', SEED_DEMO: 'false' });
    expect(config.port).toBe(4000);
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'https://masar.dz/' }).publicUrl).toBe(
      'https://masar.dz',
    );
  });
});
