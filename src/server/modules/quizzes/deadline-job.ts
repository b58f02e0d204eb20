import type { AppContext } from '../../context';
import type { JobDefinition } from '../../plugins/jobs';
import { CLOSE_ATTEMPT_JOB, closeIfOverdue } from './attempts';

/**
 * Closes an attempt once its deadline and grace are over, from its last saved answers, even if the student
 * never comes back. Enqueued with the attempt; idempotent (a closed attempt is left as it is), so a submit
 * that got there first, or a read that closed it, makes this a no-op.
 */
export function closeAttemptJob(ctx: Pick<AppContext, 'db'>): JobDefinition {
  return {
    name: CLOSE_ATTEMPT_JOB,
    handler: async ({ payload, now }) => {
      const attemptId = (payload as { attemptId?: unknown } | null)?.attemptId;
      if (typeof attemptId === 'number') await closeIfOverdue(ctx.db, attemptId, now);
    },
  };
}
