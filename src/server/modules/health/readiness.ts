import type { ReadinessChecks } from '../../../contract/health';
import type { AppContext } from '../../context';

const CHECK_TIMEOUT_MS = 2_000;

/** A dependency that does not answer in time counts as failed, so a load balancer's probe never hangs. */
function within<T>(work: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface Readiness {
  ready: boolean;
  checks: ReadinessChecks;
  /** What failed, for the log (never sent: an error message may name a host or a bucket). */
  failures: { check: keyof ReadinessChecks; err: unknown }[];
}

/**
 * Whether this instance can serve traffic: the database answers and has every migration of this version, the
 * storage answers, and Redis answers when it is configured. Checked in parallel, each within two seconds.
 */
export async function checkReadiness(
  ctx: Pick<AppContext, 'database' | 'redis' | 'storage'>,
): Promise<Readiness> {
  const failures: Readiness['failures'] = [];
  const run = async (check: keyof ReadinessChecks, work: () => Promise<boolean>) => {
    try {
      if (await within(work())) return 'ok' as const;
      failures.push({ check, err: new Error(`${check} not ready`) });
    } catch (err) {
      failures.push({ check, err });
    }
    return 'failed' as const;
  };
  const [database, migrations, redis, storage] = await Promise.all([
    run('database', async () => {
      await ctx.database.ping();
      return true;
    }),
    run('migrations', async () => (await ctx.database.pendingMigrations()) === 0),
    ctx.redis
      ? run('redis', async () => (await ctx.redis!.ping()) === 'PONG')
      : Promise.resolve('not configured' as const),
    run('storage', async () => {
      await ctx.storage.ping();
      return true;
    }),
  ]);
  const checks = { database, migrations, redis, storage };
  return { ready: failures.length === 0, checks, failures };
}
