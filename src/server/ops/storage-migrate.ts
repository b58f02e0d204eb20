import { readdir } from 'node:fs/promises';
import type { Storage } from '../plugins/storage';

export interface StorageMigration {
  copied: number;
  /** Already in the bucket with the same size: a re-run copies nothing twice. */
  skipped: number;
  failed: { key: string; error: string }[];
}

/**
 * Copies every file of the local uploads folder into the configured bucket under the same key (the database
 * stores keys, never addresses, so nothing else changes). A file already in the bucket with the same size is
 * skipped, so the copy can be interrupted and run again; local files are left in place until you remove them.
 */
export async function migrateStorage(options: {
  root: string;
  from: Storage;
  to: Storage;
  onFile?: (key: string, outcome: 'copied' | 'skipped' | 'failed') => void;
}): Promise<StorageMigration> {
  const { from, to } = options;
  const result: StorageMigration = { copied: 0, skipped: 0, failed: [] };
  let folders: string[];
  try {
    folders = (await readdir(options.root, { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  } catch {
    return result; // no uploads yet
  }
  for (const folder of folders.sort()) {
    for (const key of (await from.list(folder)).sort()) {
      try {
        const [size, there] = await Promise.all([from.size(key), to.size(key)]);
        if (size !== null && there === size) {
          result.skipped += 1;
          options.onFile?.(key, 'skipped');
          continue;
        }
        const file = await from.open(key);
        if (!file) continue; // removed while we ran
        // Streamed: the S3 side uploads in 5 MiB parts, so a video is never held in memory.
        await to.putStream(key, file.stream);
        result.copied += 1;
        options.onFile?.(key, 'copied');
      } catch (error) {
        result.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
        options.onFile?.(key, 'failed');
      }
    }
  }
  return result;
}
