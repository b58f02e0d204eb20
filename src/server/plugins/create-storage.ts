import path from 'node:path';
import type { Config } from '../config';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, type Storage } from './storage';

/** The storage the configuration names (`STORAGE`): the local disk, or an S3-compatible bucket. */
export function createStorage(config: Pick<Config, 'storage' | 'dataDir'>): Storage {
  if (config.storage.kind === 's3') return createS3Storage(config.storage);
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}
