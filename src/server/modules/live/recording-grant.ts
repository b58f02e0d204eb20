import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { FILE_TOKEN_TTL_SECONDS } from '../../context';
import type { liveSessions } from '../../db/schema/live';

/**
 * An uploaded recording plays in a `<video>`, which cannot send a bearer header: like course files
 * (decision 006) its address carries a short-lived grant bound to one user and one session, and the route
 * re-checks the user's access on every request. The grant is an HMAC under the server's secret with its own
 * label, so it can never pass for an access token or a course-file grant.
 */

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`live-recording:${body}`).digest('base64url');

export function signRecordingGrant(
  ctx: Pick<AppContext, 'config'>,
  grant: { sessionId: number; userId: number },
  now = Date.now(),
): string {
  const body = `${grant.sessionId}.${grant.userId}.${Math.floor(now / 1000) + FILE_TOKEN_TTL_SECONDS}`;
  return `${body}.${sign(ctx.config.jwtSecret, body)}`;
}

/** The user a grant names, when it is valid for this session and not expired. */
export function verifyRecordingGrant(
  ctx: Pick<AppContext, 'config'>,
  token: string | undefined,
  sessionId: number,
  now = Date.now(),
): number | null {
  const parts = token?.split('.') ?? [];
  if (parts.length !== 4) return null;
  const [session, user, expires, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(ctx.config.jwtSecret, `${session}.${user}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(session) !== sessionId || Number(expires) * 1000 < now) return null;
  const userId = Number(user);
  return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
}

/** Where a viewer with access plays the recording: the uploaded file through a grant, or the saved link. */
export function recordingAddress(
  ctx: Pick<AppContext, 'config'>,
  row: Pick<typeof liveSessions.$inferSelect, 'id' | 'isRecorded' | 'recordingKey' | 'recordingUrl'>,
  viewerId: number,
): string | null {
  if (!row.isRecorded) return null;
  if (row.recordingKey) {
    const grant = signRecordingGrant(ctx, { sessionId: row.id, userId: viewerId });
    return `/api/live-sessions/${row.id}/recording?t=${encodeURIComponent(grant)}`;
  }
  return row.recordingUrl;
}
