import type { FastifyInstance } from 'fastify';
import type { AdminDashboard } from '../../../contract/dashboards';
import type { Db } from '../../db/client';
import type { EventBus } from '../../plugins/events';
import { adminFigures, reviewQueues, type AdminFigures } from './admin-dashboard.read-model';
import { isoDay } from './period';

/**
 * How long the admin dashboard's figures are kept without a write seen by this instance: the bound on what a
 * write elsewhere (another instance, a scheduled job's refund) can leave unseen (decision 123).
 */
export const KEEP_FIGURES_MS = 10_000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface KeptAdminFigures {
  /** The dashboard: review queues read now, figures at most `KEEP_FIGURES_MS` old. */
  read(now?: Date): Promise<AdminDashboard>;
  clear(): void;
}

/**
 * `GET /admin/dashboard` under load (decision 123). The review queues are read on every request: an admin acts
 * on them. The figures (accounts by role, this month's money and sales, best sellers, the daily series) are
 * aggregates over every user and the whole ledger; they are computed once for every request that arrives while
 * they are being computed, kept for at most `KEEP_FIGURES_MS`, and dropped before the answer of any write this
 * instance serves leaves (a purchase, a top-up, a sign-up, a refund: every non-GET request, so no write path
 * can be forgotten), and on `users.changed` and `payment.completed` from other instances. A computation that
 * began before a drop is answered to those who asked for it but not kept. Register on the root instance.
 */
export function registerAdminFigures(app: FastifyInstance, db: Db, events: EventBus): KeptAdminFigures {
  let generation = 0;
  let kept: { generation: number; day: string; until: number; figures: Promise<AdminFigures> } | undefined;
  const clear = () => {
    generation += 1;
    kept = undefined;
  };
  events.on('users.changed', clear);
  events.on('payment.completed', clear);
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method)) clear();
    return payload;
  });

  const figures = (now: Date) => {
    const day = isoDay(now);
    if (kept && kept.generation === generation && kept.day === day && kept.until > Date.now()) {
      return kept.figures;
    }
    const entry = { generation, day, until: Date.now() + KEEP_FIGURES_MS, figures: adminFigures(db, now) };
    kept = entry;
    entry.figures.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return entry.figures;
  };

  return {
    async read(now = new Date()) {
      const [pending, current] = await Promise.all([reviewQueues(db), figures(now)]);
      return { ...current, pending };
    },
    clear,
  };
}
