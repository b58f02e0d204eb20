// `npm run backup [DIR]`: a timestamped archive of DATA_DIR's database, uploads and secret (default DIR: DATA_DIR/backups).
// `npm run restore FILE`: brings one back (the server stopped); what was there is kept in DATA_DIR/before-restore-*.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { backup, BackupError, restore } from './backup';

async function main() {
  const [command, arg] = process.argv.slice(2);
  const config = loadConfig();
  if (config.database.kind === 'postgres') {
    throw new BackupError(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and the bucket with versioning (docs/deploy.md).',
    );
  }
  if (command === 'backup') {
    const into = path.resolve(arg ?? path.join(config.dataDir, 'backups'));
    const archive = await backup({ dataDir: config.dataDir, into });
    console.log(`Backup written: ${archive}`);
    return;
  }
  if (command === 'restore') {
    if (!arg) throw new BackupError('Usage: npm run restore <backup file>');
    const { manifest, previous } = await restore({ dataDir: config.dataDir, archive: path.resolve(arg) });
    console.log(`Restored the backup of ${manifest.createdAt} into ${config.dataDir}.`);
    if (previous) console.log(`What was there before is kept in ${previous}.`);
    return;
  }
  throw new BackupError('Usage: backup-cli.ts backup [DIR] | restore FILE');
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
