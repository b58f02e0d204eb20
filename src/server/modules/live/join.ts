import agora from 'agora-token';
import type { JoinInfo } from '../../../contract/live';
import { JOINABLE_STATUSES } from '../../../contract/live';
import { conflict, forbidden } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { assertVisible, sessionAccess } from './access';
import { getSessionRow } from './sessions.read-model';
import type { LiveContext } from './sessions.read-model';

const HOUR = 3_600_000;

/**
 * How someone with access enters a session. With Agora configured: an RTC token for the session's channel
 * (publisher only for the owner professor) and an RTM token for chat, valid until an hour after the session's
 * planned end. Otherwise a link: the professor's own meeting address, or a Jitsi room named after the
 * session's random room, so the embedded default teaches live with no account and no key.
 */
export async function joinSession(
  ctx: LiveContext,
  user: AuthUser,
  sessionId: number,
  now = new Date(),
): Promise<JoinInfo> {
  const session = await getSessionRow(ctx.db, sessionId);
  assertVisible(user, session);
  const access = await sessionAccess(ctx.db, user, session);
  if (!access.hasAccess) throw forbidden('Buy this session to join it');
  const owner = access.reason === 'owner';
  if (session.status === 'ended' || session.status === 'cancelled') {
    throw conflict(`This session is ${session.status}`);
  }
  if (!JOINABLE_STATUSES.includes(session.status) && !owner) {
    throw conflict(`This session has not started yet; it starts at ${session.scheduledAt.toISOString()}`);
  }
  if (ctx.config.agora) {
    const { appId, appCertificate } = ctx.config.agora;
    const plannedEnd = session.scheduledAt.getTime() + session.duration * 60_000;
    const expires = new Date(Math.max(plannedEnd, now.getTime()) + HOUR);
    const ttl = Math.ceil((expires.getTime() - now.getTime()) / 1000);
    const role = owner ? 'publisher' : 'subscriber';
    return {
      mode: 'agora',
      appId,
      channel: session.room,
      uid: user.id,
      token: agora.RtcTokenBuilder.buildTokenWithUid(
        appId,
        appCertificate,
        session.room,
        user.id,
        owner ? agora.RtcRole.PUBLISHER : agora.RtcRole.SUBSCRIBER,
        ttl,
        ttl,
      ),
      role,
      rtmToken: agora.RtmTokenBuilder.buildToken(appId, appCertificate, String(user.id), ttl),
      expiresAt: expires.toISOString(),
    };
  }
  return { mode: 'link', url: session.meetingUrl ?? `${ctx.config.jitsiBaseUrl}/${session.room}` };
}
