import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { LiveSection, LiveSectionBody } from '../../../contract/live';
import { SECTION_NOT_FOUND } from '../../../contract/live';
import type { DbOrTx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { liveSectionSessions, liveSections, liveSessions } from '../../db/schema/live';
import { badRequest, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { getSection } from './sections.read-model';
import type { LiveContext } from './sessions.read-model';

/** A bundle of the professor's own sessions, sent to admin review. */
export async function createSection(
  ctx: LiveContext,
  professor: AuthUser,
  input: LiveSectionBody,
): Promise<LiveSection> {
  const sessionIds = [...new Set(input.sessionIds)];
  const own = await ctx.db
    .select({ id: liveSessions.id })
    .from(liveSessions)
    .where(
      and(
        inArray(liveSessions.id, sessionIds),
        eq(liveSessions.professorId, professor.id),
        // A private class's sessions belong to its student: they are never sold in a bundle.
        isNull(liveSessions.individualStudentId),
      ),
    );
  if (own.length !== sessionIds.length)
    throw badRequest('sessionIds: a section holds only your own sessions');
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(liveSections)
        .values({
          professorId: professor.id,
          title: input.title,
          description: input.description,
          price: input.price,
          materialId: input.material_id ?? null,
          languageLevelId: input.language_level_id ?? null,
        })
        .returning({ id: liveSections.id });
      await tx
        .insert(liveSectionSessions)
        .values(sessionIds.map((sessionId) => ({ sectionId: row!.id, sessionId })));
      return row!.id;
    });
    return getSection(ctx.db, id);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw badRequest('Unknown material or language level');
    throw error;
  }
}

export async function reviewSection(
  db: DbOrTx,
  admin: AuthUser,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<LiveSection> {
  const [row] = await db
    .update(liveSections)
    .set(
      decision.approve
        ? { status: 'approved', rejectionReason: null, reviewedBy: admin.id, reviewedAt: new Date() }
        : {
            status: 'rejected',
            rejectionReason: decision.reason,
            reviewedBy: admin.id,
            reviewedAt: new Date(),
          },
    )
    .where(eq(liveSections.id, id))
    .returning({ id: liveSections.id, status: liveSections.status });
  if (!row) throw notFound(SECTION_NOT_FOUND);
  return getSection(db, id);
}
