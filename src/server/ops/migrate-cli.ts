// `npm run migrate`: applies this version's migrations (and creates ADMIN_EMAIL's account) under the start-up
// advisory lock, then exits. The upgrade path runs it before the new version takes traffic (docs/deploy.md);
// an instance that starts later finds nothing left to do.
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateAndSeed } from '../demo/seed';
import { createPasswordHasher } from '../modules/auth/index';
import { createStorage } from '../plugins/create-storage';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const before = await database.pendingMigrations();
    const report = await migrateAndSeed(database, {
      db: database.db,
      config,
      passwords: createPasswordHasher(config.passwordHash),
      storage: createStorage(config),
    });
    console.log(`${before} migration(s) applied; the database is up to date.`);
    if (report.adminCreated) console.log(`Administrator account created: ${report.adminCreated}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
