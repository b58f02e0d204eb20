import type { FastifyInstance } from 'fastify';
import type { AdminDashboard } from '../../../contract/dashboards';
import type { Db } from '../../db/client';
import type { EventBus } from '../../plugins/events';
import { adminFigures, reviewQueues, type AdminFigures } from './admin-dashboard.read-model';
import { isoDay } from '../../report-calendar';
import { extend } from '../../objects';

/**
 * How long the admin dashboard's figures and review queues are kept without a write seen by this instance: the
 * bound on what a write elsewhere (another instance, a scheduled job's refund) can leave unseen (decisions 123
 * and 129).
 */
export const KEEP_FIGURES_MS = 10_000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface KeptAdminFigures {
  /** The dashboard: review queues and figures, each at most `KEEP_FIGURES_MS` old. */
  read(now?: Date): Promise<AdminDashboard>;
  clear(): void;
}

/**
 * One computed value kept for the (Algiers) day it was computed on and at most `KEEP_FIGURES_MS`: requests that
 * arrive while it is being computed share that computation; a computation that began before `clear` is answered
 * to those who asked for it but not kept; a failed one is not kept.
 */
function keptPerDay<T>(compute: (now: Date) => Promise<T>) {
  let kept: { day: string; until: number; value: Promise<T> } | undefined;
  return {
    get(now: Date): Promise<T> {
      const day = isoDay(now);
      if (kept && kept.day === day && kept.until > Date.now()) return kept.value;
      const entry = { day, until: Date.now() + KEEP_FIGURES_MS, value: compute(now) };
      kept = entry;
      entry.value.catch(() => {
        if (kept === entry) kept = undefined;
      });
      return entry.value;
    },
    clear() {
      kept = undefined;
    },
  };
}

/**
 * `GET /admin/dashboard` under load (decisions 123 and 129). The figures (accounts by role, this month's money
 * and sales, best sellers, the daily series) are aggregates over every user and the whole ledger; the review
 * queues are six counts that grow with the queues. Both are computed once for every request that arrives while
 * they are being computed and kept for at most `KEEP_FIGURES_MS`. Both are dropped before the answer of any
 * write this instance serves leaves (a purchase, a top-up, a sign-up, an approval: every non-GET request, so no
 * write path can be forgotten), and on `users.changed` and `payment.completed` from other instances; the queues
 * also on `counts.changed`, which every route that moves something into or out of review announces on every
 * instance (the staff sidebars' own signal). Register on the root instance.
 */
export function registerAdminFigures(app: FastifyInstance, db: Db, events: EventBus): KeptAdminFigures {
  const figures = keptPerDay<AdminFigures>((now) => adminFigures(db, now));
  const queues = keptPerDay(() => reviewQueues(db));
  const clear = () => {
    figures.clear();
    queues.clear();
  };
  events.on('users.changed', clear);
  events.on('payment.completed', clear);
  events.on('counts.changed', queues.clear);
  app.addHook('onSend', (request, _reply, _payload, done) => {
    if (!READS.has(request.method)) clear();
    done();
  });

  return {
    async read(now = new Date()) {
      const [pending, current] = await Promise.all([queues.get(now), figures.get(now)]);
      return extend(current, { pending });
    },
    clear,
  };
}
