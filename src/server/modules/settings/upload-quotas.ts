import {
  DEFAULT_UPLOAD_QUOTAS,
  UPLOAD_QUOTA_EXCEEDED,
  uploadQuotas,
  type UploadQuotas,
} from '../../../contract/settings';
import type { DbOrTx } from '../../db/client';
import { uploadLog } from '../../db/schema/settings';
import { AppError } from '../../errors';
import { readSetting, writeSetting } from './service';
import { uploadUsage } from './upload-usage.read-model';

const KEY = 'upload_quotas';
const MB = 1024 * 1024;

export async function getUploadQuotas(db: DbOrTx): Promise<UploadQuotas> {
  const stored = uploadQuotas.partial().safeParse(await readSetting(db, KEY));
  return { ...DEFAULT_UPLOAD_QUOTAS, ...(stored.success ? stored.data : {}) };
}

export async function setUploadQuotas(db: DbOrTx, quotas: UploadQuotas): Promise<UploadQuotas> {
  await writeSetting(db, KEY, quotas);
  return quotas;
}

/**
 * What one professor may still upload, checked before a request's files are read and again after each one is
 * stored (its size is only known then): a stored file that would pass a limit is removed by the caller.
 */
export async function uploadAllowance(db: DbOrTx, userId: number) {
  const quotas = await getUploadQuotas(db);
  const usage = await uploadUsage(db, userId);
  let total = usage.totalBytes;
  let daily = usage.dailyBytes;
  const check = (bytes: number) => {
    if (total + bytes > quotas.total_mb * MB) {
      throw new AppError(
        413,
        `${UPLOAD_QUOTA_EXCEEDED}: your courses may hold at most ${quotas.total_mb} MB`,
      );
    }
    if (daily + bytes > quotas.daily_mb * MB) {
      throw new AppError(413, `${UPLOAD_QUOTA_EXCEEDED}: at most ${quotas.daily_mb} MB a day`);
    }
  };
  return {
    filesPerRequest: quotas.files_per_request,
    /** Refuses at once when nothing more fits. */
    assertRoom: () => check(1),
    /** Counts a stored file against the limits, or refuses it. */
    take: (bytes: number) => {
      check(bytes);
      total += bytes;
      daily += bytes;
    },
  };
}

/** Records accepted uploads for the per-day quota, once the write that keeps them has succeeded. */
export async function recordUploads(db: DbOrTx, userId: number, sizes: number[]): Promise<void> {
  if (sizes.length === 0) return;
  await db.insert(uploadLog).values(sizes.map((bytes) => ({ userId, bytes })));
}
