import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { migrateAndSeed } from './demo/seed';
import { createPasswordHasher } from './modules/auth/passwords';
import { assertServerStopped, PID_FILE } from './ops/backup';
import { createStorage } from './plugins/create-storage';
import cluster from 'node:cluster';
import { runPrimary } from './workers';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // WEB_CONCURRENCY > 1: this process only starts and watches the workers, each of which runs main() whole.
  if (config.webConcurrency > 1 && cluster.isPrimary) return runPrimary(config.webConcurrency);
  if (config.database.kind === 'postgres' && config.seedDemo) {
    console.warn(
      'SEED_DEMO=true on a DATABASE_URL database: demo accounts with published passwords will exist.',
    );
  }

  // On the embedded database, `npm run backup`/`restore` must not run beside the server: they check this file.
  const pidFile = config.database.kind === 'pglite' ? path.join(config.dataDir, PID_FILE) : null;
  if (pidFile) {
    await assertServerStopped(config.dataDir);
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(pidFile, String(process.pid));
  }
  const database = await openDatabase(config.database);
  const report = await migrateAndSeed(database, {
    db: database.db,
    config,
    passwords: createPasswordHasher(config.passwordHash),
    storage: createStorage(config),
  });

  await database.analyze();
  const app = await buildApp(config, { database });
  if (report.adminCreated) app.log.info({ email: report.adminCreated }, 'administrator account created');
  if (report.demoSeeded) {
    const lines = report.demoSeeded.map((a) => `  ${a.role.padEnd(9)} ${a.email.padEnd(24)} ${a.password}`);
    console.log(`\nDemo data seeded. Sign in with one of these accounts:\n${lines.join('\n')}\n`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Orchestrators wait 30 s by default (docker stop, Kubernetes) before killing; finish well before that.
    const force = setTimeout(() => process.exit(1), 25_000);
    force.unref();
    try {
      // In-flight requests finish, sockets close with 1012, running jobs finish; then the database closes.
      await app.close();
      await database.close();
      if (pidFile) rmSync(pidFile, { force: true });
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Scheduled work (expired checkouts, …); app.close() stops it before the database closes.
  app.ctx.jobs.start();
  console.log(`Masar is running at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
