import { z } from 'zod';
import { wholeNumberInput } from './common';

/** Limits on what one professor may upload for courses: in all, per day (the last 24 hours), per request. */
export const uploadQuotas = z.object({
  total_mb: wholeNumberInput(1, 1_000_000),
  daily_mb: wholeNumberInput(1, 1_000_000),
  files_per_request: wholeNumberInput(1, 200),
});
export type UploadQuotas = z.infer<typeof uploadQuotas>;

export const uploadQuotasResponse = z.object({
  total_mb: z.number().int(),
  daily_mb: z.number().int(),
  files_per_request: z.number().int(),
});

export const DEFAULT_UPLOAD_QUOTAS: UploadQuotas = {
  total_mb: 20_480,
  daily_mb: 4_096,
  files_per_request: 50,
};

export const UPLOAD_QUOTA_EXCEEDED = 'Upload quota exceeded';
