import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { privateClasses } from '../../db/schema/private-classes';
import type { AuthUser } from '../../plugins/access';

/**
 * A private class's chat room (`pc-<id>`): its student, its professor and admins are in it; to anyone else it
 * does not exist.
 */
export async function privateClassRoom(
  db: DbOrTx,
  user: Pick<AuthUser, 'id' | 'role'>,
  id: number,
): Promise<{ professorId: number; participant: boolean } | null> {
  const [row] = await db
    .select({ studentId: privateClasses.studentId, professorId: privateClasses.professorId })
    .from(privateClasses)
    .where(eq(privateClasses.id, id));
  if (!row) return null;
  if (user.role !== 'admin' && user.id !== row.studentId && user.id !== row.professorId) return null;
  return { professorId: row.professorId, participant: true };
}
