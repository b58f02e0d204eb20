import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  clientSocketMessage,
  WS_CLOSE_UNAUTHORIZED,
  type ClientSocketMessage,
} from '../../../contract/realtime';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../plugins/access';
import { mayEnter } from '../chat/index';
import { adminCounts, professorCounts } from './counts';
import { send, type Client, type Hub } from './hub';

/** The access plugin's check of a bearer token: the user behind it, null when bad, old or the user is gone. */
export type ResolveUser = (token: string) => Promise<AuthUser | null>;

export interface SocketDeps {
  ctx: Pick<AppContext, 'db' | 'tokens' | 'config'>;
  hub: Hub;
  resolveUser: ResolveUser;
  log: FastifyBaseLogger;
}

/** Longest a timer can wait (about 24.8 days); a later expiry is re-armed when it fires. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * One socket's life: the first message must come within the configured time and authenticate (or the socket
 * closes with 4401), then subscriptions are checked against the room's participants one by one, and the socket
 * closes with 4401 when its access token expires, so the client refreshes it and reconnects.
 */
export function handleSocket(deps: SocketDeps, socket: WebSocket) {
  const { hub, log } = deps;
  const client = hub.add(socket);
  const refuse = () => closeUnauthorized(hub, client);
  // The deadline is for the first message: one that came in time is answered however long its check takes (the
  // account's read waited on a busy database past it, and a good token was refused).
  let heard = false;
  arm(client, deps.ctx.config.realtime.authTimeoutMs, () => {
    if (!heard && !client.user) refuse();
  });

  // Messages are handled one at a time, in order: a subscribe sent right after auth waits for it.
  let queue = Promise.resolve();
  socket.on('message', (data, isBinary) => {
    heard = true;
    queue = queue
      .then(() => onMessage(deps, client, isBinary ? null : data.toString(), refuse))
      .catch((err: unknown) => {
        log.error({ err }, 'socket message failed');
        // A socket whose auth could not be checked is closed, not left open unauthenticated past its deadline.
        if (!client.user) return refuse();
        send(client, { type: 'error', code: 500 });
      });
  });
  socket.on('pong', () => {
    client.alive = true;
  });
  socket.on('close', () => hub.remove(client));
  socket.on('error', (err) => {
    log.warn({ err }, 'socket error');
    hub.remove(client);
  });
}

function parse(raw: string | null): ClientSocketMessage | null {
  if (raw === null || raw.length > 8192) return null;
  try {
    const parsed = clientSocketMessage.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function onMessage(deps: SocketDeps, client: Client, raw: string | null, refuse: () => void) {
  if (!deps.hub.clients.has(client)) return; // closed while earlier messages were handled
  const message = parse(raw);
  if (!client.user) {
    if (message?.type !== 'auth') return refuse();
    return authenticate(deps, client, message.token, refuse);
  }
  if (!message) return send(client, { type: 'error', code: 400 });
  if (message.type === 'auth') {
    // A fresh token for the same account extends the socket's life; another account's is refused.
    return authenticate(deps, client, message.token, refuse);
  }
  if (message.type === 'unsubscribe') {
    deps.hub.leave(client, message.roomId);
    return;
  }
  // Every subscription checks the account again (suspended, signed out) and the room's participants.
  const user = await deps.resolveUser(client.token!);
  if (!user || user.suspended || user.id !== client.user.id) return refuse();
  client.user = user;
  if (!(await mayEnter(deps.ctx.db, user, message.roomId))) {
    return send(client, { type: 'error', code: 403, roomId: message.roomId });
  }
  if (!deps.hub.clients.has(client)) return;
  deps.hub.join(client, message.roomId);
  send(client, { type: 'subscribed', roomId: message.roomId });
}

async function authenticate(deps: SocketDeps, client: Client, token: string, refuse: () => void) {
  const claims = deps.ctx.tokens.verify(token);
  const user = claims ? await deps.resolveUser(token) : null;
  if (!claims || !user || user.suspended || (client.user && client.user.id !== user.id)) return refuse();
  if (!deps.hub.clients.has(client)) return;
  const renewing = client.user !== null;
  for (const timer of client.timers) clearTimeout(timer);
  client.timers.clear();
  if (renewing) client.user = user;
  else deps.hub.authenticate(client, user, token);
  client.token = token;
  const expire = () => {
    const left = claims.expiresAt - Date.now();
    if (left > 0) arm(client, Math.min(left, MAX_TIMER_MS), expire);
    else refuse();
  };
  expire();
  if (renewing) return;
  send(client, { type: 'ready', userId: user.id });
  if (user.role === 'admin') send(client, { type: 'counts', counts: await adminCounts(deps.ctx.db) });
  if (user.role === 'professor') {
    send(client, { type: 'counts', counts: await professorCounts(deps.ctx.db, user.id) });
  }
}

/** Closes a socket with 4401 (the client refreshes its token and reconnects, or signs in again). */
function closeUnauthorized(hub: Hub, client: Client) {
  const { socket } = client;
  if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
    socket.close(WS_CLOSE_UNAUTHORIZED, 'Unauthorized');
  hub.remove(client);
}

/**
 * Every open socket checked again, as a subscription is: a socket whose account is gone, suspended or signed out
 * (an older session version) closes with 4401, and a room its user may no longer enter (a role changed, a seat
 * or a private class cancelled) is left with the 403 error that names it. Run on a timer
 * (`config.realtime.recheckIntervalMs`), so access lost over HTTP is lost on the socket within that time rather
 * than at the access token's expiry. One room check per user and room, however many sockets they hold.
 */
export async function recheckClients(deps: Pick<SocketDeps, 'ctx' | 'hub' | 'resolveUser'>) {
  const { hub } = deps;
  const byUser = new Map<number, Client[]>();
  for (const client of hub.clients) {
    if (!client.user || !client.token) continue;
    const list = byUser.get(client.user.id) ?? [];
    byUser.set(client.user.id, list);
    list.push(client);
  }
  for (const [userId, clients] of byUser) {
    const kept: Client[] = [];
    for (const client of clients) {
      const user = await deps.resolveUser(client.token!);
      if (!hub.clients.has(client)) continue; // closed meanwhile
      if (!user || user.suspended || user.id !== userId) {
        closeUnauthorized(hub, client);
        continue;
      }
      client.user = user;
      kept.push(client);
    }
    const user = kept[0]?.user;
    if (!user) continue;
    const rooms = new Set(kept.flatMap((client) => [...client.rooms]));
    for (const roomId of rooms) {
      if (await mayEnter(deps.ctx.db, user, roomId)) continue;
      for (const client of kept) {
        if (!client.rooms.has(roomId)) continue;
        hub.leave(client, roomId);
        send(client, { type: 'error', code: 403, roomId });
      }
    }
  }
}

function arm(client: Client, ms: number, run: () => void) {
  const timer = setTimeout(() => {
    client.timers.delete(timer);
    run();
  }, ms);
  client.timers.add(timer);
}
