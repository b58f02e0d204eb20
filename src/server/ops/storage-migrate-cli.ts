// `npm run storage:migrate`: copies DATA_DIR/uploads into the bucket the S3_* variables name. Safe to re-run.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { createS3Storage } from '../plugins/s3-storage';
import { createLocalStorage } from '../plugins/storage';
import { migrateStorage } from './storage-migrate';

async function main() {
  const config = loadConfig();
  if (config.storage.kind !== 's3') {
    console.error(
      'Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) first.',
    );
    process.exit(1);
  }
  const root = path.join(config.dataDir, 'uploads');
  const to = createS3Storage(config.storage);
  await to.ping();
  const result = await migrateStorage({
    root,
    from: createLocalStorage(root),
    to,
    onFile: (key, outcome) => {
      if (outcome !== 'skipped') console.log(`${outcome.padEnd(7)} ${key}`);
    },
  });
  console.log(
    `${result.copied} copied, ${result.skipped} already in s3://${config.storage.bucket}, ${result.failed.length} failed.`,
  );
  for (const f of result.failed) console.error(`failed  ${f.key}: ${f.error}`);
  if (result.failed.length > 0) {
    console.error('Run it again: files already copied are skipped.');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
