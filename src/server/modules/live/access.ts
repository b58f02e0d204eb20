import { and, eq, isNull } from 'drizzle-orm';
import type { LiveAccess } from '../../../contract/live';
import { SESSION_NOT_FOUND } from '../../../contract/live';
import type { DbOrTx } from '../../db/client';
import {
  liveSectionPurchases,
  liveSectionSessions,
  liveSessionPurchases,
  liveSessions,
} from '../../db/schema/live';
import { forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { findUserById } from '../users/index';
import { getSessionRow, type LiveSessionRow } from './sessions.read-model';

/**
 * Who may be in a session: its professor, admins, and students holding a seat (not refunded) or owning a live
 * section that contains it — also a section the session was added to after they bought it.
 */
export async function sessionAccess(
  db: DbOrTx,
  user: Pick<AuthUser, 'id' | 'role'>,
  session: Pick<LiveSessionRow, 'id' | 'professorId'>,
): Promise<LiveAccess> {
  if (user.id === session.professorId) return { hasAccess: true, reason: 'owner' };
  if (user.role === 'admin') return { hasAccess: true, reason: 'admin' };
  const [seat] = await db
    .select({ id: liveSessionPurchases.sessionId })
    .from(liveSessionPurchases)
    .where(
      and(
        eq(liveSessionPurchases.sessionId, session.id),
        eq(liveSessionPurchases.userId, user.id),
        isNull(liveSessionPurchases.refundedAt),
      ),
    )
    .limit(1);
  if (seat) return { hasAccess: true, reason: 'purchased' };
  const [bundle] = await db
    .select({ id: liveSectionSessions.sectionId })
    .from(liveSectionSessions)
    .innerJoin(
      liveSectionPurchases,
      and(
        eq(liveSectionPurchases.sectionId, liveSectionSessions.sectionId),
        eq(liveSectionPurchases.userId, user.id),
      ),
    )
    .where(eq(liveSectionSessions.sessionId, session.id))
    .limit(1);
  if (bundle) return { hasAccess: true, reason: 'section' };
  return { hasAccess: false, reason: 'not_purchased' };
}

/** Only the owner professor and admins see a session before it is approved; to anyone else it does not exist. */
export function assertVisible(viewer: Pick<AuthUser, 'id' | 'role'> | null, session: LiveSessionRow) {
  if (!visibleTo(viewer, session)) throw notFound(SESSION_NOT_FOUND);
}

/**
 * Unapproved sessions exist only for their professor and admins; an individual session (a private class's)
 * only for them and its one student.
 */
function visibleTo(
  viewer: Pick<AuthUser, 'id' | 'role'> | null,
  session: Pick<LiveSessionRow, 'professorId' | 'isApproved' | 'individualStudentId'>,
) {
  const manage = viewer?.role === 'admin' || viewer?.id === session.professorId;
  if (manage) return true;
  if (session.individualStudentId !== null) return viewer?.id === session.individualStudentId;
  return session.isApproved;
}

/** `GET /live-sessions/{id}/access`: a student asks only about themselves; the owner and admins about anyone. */
export async function checkAccess(
  db: DbOrTx,
  asker: AuthUser,
  sessionId: number,
  studentId: number | undefined,
): Promise<LiveAccess> {
  const session = await getSessionRow(db, sessionId);
  assertVisible(asker, session);
  if (studentId === undefined || studentId === asker.id) return sessionAccess(db, asker, session);
  if (asker.role !== 'admin' && asker.id !== session.professorId) {
    throw forbidden('You can only check your own access');
  }
  const student = await findUserById(db, studentId);
  if (!student) throw notFound('User not found');
  return sessionAccess(db, student, session);
}

/**
 * A live session's chat room: its professor, and whether `user` is one of its participants (the same people
 * who may enter the session). Null when there is no such session, or the user may not even see it.
 */
export async function sessionRoom(
  db: DbOrTx,
  user: Pick<AuthUser, 'id' | 'role'>,
  sessionId: number,
): Promise<{ professorId: number; participant: boolean } | null> {
  const [session] = await db
    .select({
      id: liveSessions.id,
      professorId: liveSessions.professorId,
      isApproved: liveSessions.isApproved,
      individualStudentId: liveSessions.individualStudentId,
    })
    .from(liveSessions)
    .where(eq(liveSessions.id, sessionId))
    .limit(1);
  if (!session || !visibleTo(user, session)) return null;
  const access = await sessionAccess(db, user, session);
  return { professorId: session.professorId, participant: access.hasAccess };
}
