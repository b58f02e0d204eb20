import type { WebSocket } from 'ws';
import type { ServerSocketMessage } from '../../../contract/realtime';
import type { AuthUser } from '../../plugins/access';

/** One open socket of this instance: who it speaks for (once authenticated) and the rooms it listens to. */
export interface Client {
  socket: WebSocket;
  user: AuthUser | null;
  token: string | null;
  rooms: Set<string>;
  /** Answered the last ping. */
  alive: boolean;
  timers: Set<NodeJS.Timeout>;
}

/**
 * The sockets open on this instance, indexed by user and by room. Nothing here is needed by another instance:
 * every event reaches every instance through the event bus, and each delivers it to its own sockets.
 */
export class Hub {
  readonly clients = new Set<Client>();
  private readonly byUser = new Map<number, Set<Client>>();
  private readonly byRoom = new Map<string, Set<Client>>();

  add(socket: WebSocket): Client {
    const client: Client = {
      socket,
      user: null,
      token: null,
      rooms: new Set(),
      alive: true,
      timers: new Set(),
    };
    this.clients.add(client);
    return client;
  }

  authenticate(client: Client, user: AuthUser, token: string) {
    client.user = user;
    client.token = token;
    add(this.byUser, user.id, client);
  }

  join(client: Client, roomId: string) {
    client.rooms.add(roomId);
    add(this.byRoom, roomId, client);
  }

  leave(client: Client, roomId: string) {
    client.rooms.delete(roomId);
    remove(this.byRoom, roomId, client);
  }

  remove(client: Client) {
    if (!this.clients.delete(client)) return;
    for (const timer of client.timers) clearTimeout(timer);
    client.timers.clear();
    for (const roomId of client.rooms) remove(this.byRoom, roomId, client);
    client.rooms.clear();
    if (client.user) remove(this.byUser, client.user.id, client);
  }

  toRoom(roomId: string, message: ServerSocketMessage) {
    broadcast(this.byRoom.get(roomId), message);
  }

  toUser(userId: number, message: ServerSocketMessage) {
    broadcast(this.byUser.get(userId), message);
  }

  /** Authenticated sockets whose user has this role. */
  withRole(role: AuthUser['role']): Client[] {
    return [...this.clients].filter((c) => c.user?.role === role);
  }

  broadcast(clients: Iterable<Client>, message: ServerSocketMessage) {
    broadcast(clients, message);
  }
}

/** Serialised once, however many sockets get it. */
function broadcast(clients: Iterable<Client> | undefined, message: ServerSocketMessage) {
  if (!clients) return;
  const data = JSON.stringify(message);
  for (const client of clients) send(client, data);
}

export function send(client: Client, message: ServerSocketMessage | string) {
  if (client.socket.readyState !== client.socket.OPEN) return;
  client.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
}

function add<K>(index: Map<K, Set<Client>>, key: K, client: Client) {
  const set = index.get(key) ?? new Set<Client>();
  index.set(key, set);
  set.add(client);
}

function remove<K>(index: Map<K, Set<Client>>, key: K, client: Client) {
  const set = index.get(key);
  if (!set) return;
  set.delete(client);
  if (set.size === 0) index.delete(key);
}
