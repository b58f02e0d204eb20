import type { DbOrTx } from '../../db/client';
import { credit, debit, recordEarning, type Posted } from './ledger';

/**
 * Private classes through the ledger: the student pays the whole class at once and the professor earns it
 * less the platform's private-class commission; a refund gives back part of it and reverses as much of the
 * earning at the same share. Both run in the caller's transaction, which has already claimed the class's move
 * (confirmed → scheduled, or → cancelled) by a conditional update, so each happens once.
 */
export async function payPrivateClass(
  tx: DbOrTx,
  input: {
    privateClassId: number;
    studentId: number;
    professorId: number;
    total: number;
    commissionPercent: number;
    description: string;
  },
): Promise<Posted> {
  const posted = await debit(tx, {
    userId: input.studentId,
    amount: input.total,
    kind: 'spend',
    description: input.description,
    privateClassId: input.privateClassId,
  });
  await recordEarning(tx, {
    professorId: input.professorId,
    privateClassId: input.privateClassId,
    transactionId: posted.transactionId,
    gross: input.total,
    sharePercent: 100 - input.commissionPercent,
  });
  return posted;
}

export async function refundPrivateClass(
  tx: DbOrTx,
  input: {
    privateClassId: number;
    studentId: number;
    professorId: number;
    amount: number;
    commissionPercent: number;
    description: string;
    actorId: number;
  },
): Promise<Posted> {
  const posted = await credit(tx, {
    userId: input.studentId,
    amount: input.amount,
    kind: 'refund',
    description: input.description,
    privateClassId: input.privateClassId,
    createdBy: input.actorId,
  });
  await recordEarning(tx, {
    professorId: input.professorId,
    privateClassId: input.privateClassId,
    transactionId: posted.transactionId,
    gross: -input.amount,
    sharePercent: 100 - input.commissionPercent,
  });
  return posted;
}
