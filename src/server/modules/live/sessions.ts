import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type {
  LiveSession,
  LiveSessionAdminPatch,
  LiveSessionBody,
  LiveSessionPatch,
} from '../../../contract/live';
import type { DbOrTx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { liveSessions } from '../../db/schema/live';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { getCourseRow } from '../courses/index';
import { allMail, notify, type MailDelivery } from '../notifications/index';
import { findUserById } from '../users/index';
import { scheduledAudience } from './audience';
import { getSessionDto, type LiveSessionRow } from './sessions.read-model';
import { scheduledText } from './notification-texts';
import { moveStatus, statusConflict } from './status-machine';
import type { LiveContext } from './sessions.read-model';

export const PROFESSOR_NOT_FOUND = 'Professor not found';
export const EDIT_ONLY_SCHEDULED = 'A session can be edited only while it is scheduled';

/** 144 random bits: the room cannot be guessed, so only people the join route answers can enter it. */
export const newRoomName = () => `masar-${randomBytes(18).toString('base64url')}`;

export interface Written {
  session: LiveSession;
  mail: MailDelivery | null;
}

/** A professor schedules under their own id (admins for any professor); the session awaits approval. */
export async function createSession(
  ctx: LiveContext,
  actor: AuthUser,
  professorId: number,
  input: LiveSessionBody,
  now = new Date(),
): Promise<LiveSession> {
  if (actor.role !== 'admin' && actor.id !== professorId) {
    throw forbidden('You can only schedule your own sessions');
  }
  const professor = await findUserById(ctx.db, professorId);
  if (!professor || professor.role !== 'professor') throw notFound(PROFESSOR_NOT_FOUND);
  if (Date.parse(input.scheduledAt) <= now.getTime()) throw badRequest('scheduledAt: must be in the future');
  let materialId = input.material_id ?? null;
  let languageLevelId = input.language_level_id ?? null;
  if (input.courseId !== undefined) {
    const course = await getCourseRow(ctx.db, input.courseId);
    if (course.createdBy !== professorId)
      throw forbidden('A session can only belong to its professor’s course');
    // The course's catalogue place is the session's, unless the professor named one.
    if (materialId === null && languageLevelId === null) {
      materialId = course.materialId;
      languageLevelId = course.languageLevelId;
    }
  }
  try {
    const [row] = await ctx.db
      .insert(liveSessions)
      .values({
        professorId,
        title: input.title,
        description: input.description,
        courseId: input.courseId ?? null,
        materialId,
        languageLevelId,
        scheduledAt: new Date(input.scheduledAt),
        duration: input.duration,
        maxAttendees: input.maxAttendees,
        price: input.price,
        meetingUrl: input.meetingUrl ?? null,
        tags: input.tags,
        room: newRoomName(),
      })
      .returning({ id: liveSessions.id });
    return getSessionDto(ctx, actor, row!.id, { hideUnapproved: false });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw badRequest('Unknown material or language level');
    throw error;
  }
}

const CONTENT_FIELDS = [
  'title',
  'description',
  'scheduledAt',
  'duration',
  'maxAttendees',
  'price',
  'meetingUrl',
  'tags',
] as const;

/**
 * The owner's route changes content while the session is scheduled, moves its status, or saves its recording
 * link to the library; the admin route also approves and may change any field at any time. One transaction
 * with the session row locked, so concurrent moves are serialised.
 */
export async function updateSession(
  ctx: LiveContext,
  actor: AuthUser,
  id: number,
  patch: LiveSessionPatch | LiveSessionAdminPatch,
  options: { admin: boolean },
): Promise<Written> {
  const mail = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(liveSessions).where(eq(liveSessions.id, id)).for('update');
    if (!row) throw notFound('Session not found');
    if (!options.admin && row.professorId !== actor.id) {
      throw forbidden('You can only change your own sessions');
    }
    const deliveries: MailDelivery[] = [];
    await applyContent(tx, row, patch, options.admin);
    if ('isApproved' in patch && patch.isApproved !== undefined) {
      const told = await setApproval(ctx, tx, row, patch.isApproved, actor.id);
      if (told) deliveries.push(told);
    }
    if (patch.recordingUrl !== undefined) {
      await saveRecording(tx, row, { recordingUrl: patch.recordingUrl, recordingKey: null });
    } else if (patch.status !== undefined) {
      const told = await moveStatus(ctx, tx, row, patch.status, actor.id);
      if (told) deliveries.push(told);
    }
    return deliveries.length ? allMail(deliveries) : null;
  });
  return { session: await getSessionDto(ctx, actor, id, { hideUnapproved: false }), mail };
}

async function applyContent(tx: DbOrTx, row: LiveSessionRow, patch: LiveSessionPatch, admin: boolean) {
  const touched = CONTENT_FIELDS.filter((f) => patch[f] !== undefined);
  if (touched.length === 0) return;
  if (!admin && row.status !== 'scheduled') throw conflict(EDIT_ONLY_SCHEDULED);
  if (patch.maxAttendees !== undefined && patch.maxAttendees < row.attendeesCount) {
    throw conflict(`maxAttendees cannot be below the ${row.attendeesCount} seats already sold`);
  }
  await tx
    .update(liveSessions)
    .set({
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      // A new time means a new reminder.
      ...(patch.scheduledAt !== undefined
        ? { scheduledAt: new Date(patch.scheduledAt), remindedAt: null }
        : {}),
      ...(patch.duration !== undefined ? { duration: patch.duration } : {}),
      ...(patch.maxAttendees !== undefined ? { maxAttendees: patch.maxAttendees } : {}),
      ...(patch.price !== undefined ? { price: patch.price } : {}),
      ...(patch.meetingUrl !== undefined ? { meetingUrl: patch.meetingUrl } : {}),
      ...(patch.tags !== undefined ? { tags: patch.tags } : {}),
      updatedAt: new Date(),
    })
    .where(eq(liveSessions.id, row.id));
}

/** Approving tells the buyers of the session's course and sections that it is on the calendar. */
async function setApproval(
  ctx: LiveContext,
  tx: DbOrTx,
  row: LiveSessionRow,
  approved: boolean,
  adminId: number,
): Promise<MailDelivery | null> {
  if (approved === row.isApproved) return null;
  await tx
    .update(liveSessions)
    .set(
      approved
        ? { isApproved: true, approvedAt: new Date(), approvedBy: adminId, updatedAt: new Date() }
        : { isApproved: false, approvedAt: null, approvedBy: null, updatedAt: new Date() },
    )
    .where(eq(liveSessions.id, row.id));
  row.isApproved = approved;
  if (!approved || row.status === 'ended' || row.status === 'cancelled') return null;
  return notify(ctx, tx, {
    userIds: await scheduledAudience(tx, row),
    type: 'live_session_scheduled',
    sessionId: row.id,
    text: scheduledText(row.title, row.scheduledAt),
  });
}

const RECORDABLE: LiveSessionRow['status'][] = ['live', 'technical_issues', 'ended'];

/** Saving to the library ends the session and marks it recorded. */
export async function saveRecording(
  tx: DbOrTx,
  row: LiveSessionRow,
  recording: { recordingUrl: string | null; recordingKey: string | null },
) {
  if (!RECORDABLE.includes(row.status)) throw statusConflict(row.status, 'ended');
  const now = new Date();
  await tx
    .update(liveSessions)
    .set({
      ...recording,
      status: 'ended',
      isRecorded: true,
      endedAt: row.endedAt ?? now,
      updatedAt: now,
    })
    .where(eq(liveSessions.id, row.id));
}

/** The owner (or an admin) saves an uploaded recording; the file it replaces is returned for removal. */
export async function attachRecordingFile(
  ctx: LiveContext,
  actor: AuthUser,
  id: number,
  key: string,
): Promise<{ session: LiveSession; replacedKey: string | null }> {
  const replacedKey = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(liveSessions).where(eq(liveSessions.id, id)).for('update');
    if (!row) throw notFound('Session not found');
    if (actor.role !== 'admin' && row.professorId !== actor.id) {
      throw forbidden('You can only change your own sessions');
    }
    await saveRecording(tx, row, { recordingUrl: null, recordingKey: key });
    return row.recordingKey;
  });
  return { session: await getSessionDto(ctx, actor, id, { hideUnapproved: false }), replacedKey };
}
