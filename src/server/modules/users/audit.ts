import { count, desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditList, AuditSummary } from '../../../contract/users';
import type { PageQuery } from '../../db/pagination';
import { paginate } from '../../db/pagination';
import type { DbOrTx } from '../../db/client';
import { userAuditLog } from '../../db/schema/users';

export interface AuditActor {
  id: number;
  name: string;
}

/** Records one admin change to an account, inside the transaction that makes the change. */
export async function recordAudit(
  tx: DbOrTx,
  entry: {
    userId: number;
    actor: AuditActor;
    action: AuditAction;
    before?: AuditSummary | null;
    after?: AuditSummary | null;
  },
): Promise<void> {
  await tx.insert(userAuditLog).values({
    userId: entry.userId,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** One account's audit trail, newest first. */
export async function listAudit(db: DbOrTx, userId: number, query: PageQuery): Promise<AuditList> {
  const where = eq(userAuditLog.userId, userId);
  const { rows, pagination } = await paginate(
    query,
    (page) =>
      db
        .select()
        .from(userAuditLog)
        .where(where)
        .orderBy(desc(userAuditLog.createdAt), desc(userAuditLog.id))
        .limit(page.limit)
        .offset(page.offset),
    db.select({ total: count() }).from(userAuditLog).where(where),
  );
  return {
    entries: rows.map((row) => ({
      id: row.id,
      action: row.action,
      actor: { id: row.actorId, name: row.actorName },
      before: row.before,
      after: row.after,
      created_at: row.createdAt.toISOString(),
    })),
    pagination,
  };
}
