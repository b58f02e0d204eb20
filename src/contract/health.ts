import { z } from 'zod';

/** One dependency as `GET /api/ready` found it. */
export const readinessCheck = z.enum(['ok', 'failed', 'not configured']);

export const readinessChecks = z.object({
  database: readinessCheck,
  migrations: readinessCheck,
  redis: readinessCheck,
  storage: readinessCheck,
});
export type ReadinessChecks = z.infer<typeof readinessChecks>;

/** 200 when every configured dependency answers; 503 with `error` naming what does not (or that it is closing). */
export const readinessResponse = z.object({ status: z.literal('ready'), checks: readinessChecks });
export const notReadyResponse = z.object({ error: z.string(), checks: readinessChecks.optional() });
