import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Notification } from '../../contract/notifications';
import type { ChatMessage } from '../../contract/realtime';
import type { Db, Tx } from '../db/client';
import { onPrimaryMessage, sendToPrimary } from '../workers';

/**
 * What the server announces once it has happened. Every event is published after the transaction that made
 * it true has committed, so a listener that reads the database sees it. Delivery is at most once and may be
 * lost in a crash (docs/decisions/009-seams-events-and-jobs.md): listeners refresh live views; work that must
 * happen goes through the jobs table, enqueued in the same transaction.
 */
/** Whose sidebar counts a change touches: the admins' review queues, or professors' unanswered comments. */
export type CountsAudience = 'admins' | 'professors';

export type DomainEvent =
  | {
      type: 'payment.completed';
      userId: number;
      transactionId: number;
      points: number;
      balance: number;
    }
  | {
      type: 'payment.closed';
      userId: number;
      transactionId: number;
      status: 'failed' | 'cancelled' | 'expired';
    }
  /** A chat message was stored in a room (`12` or `pc-7`); sockets subscribed to the room get it. */
  | { type: 'chat.message'; roomId: string; message: ChatMessage }
  | { type: 'chat.deleted'; roomId: string; messageId: number }
  /** A notification was stored for one user; that user's open pages get it. */
  | { type: 'notification.created'; userId: number; notification: Notification }
  /**
   * Something a staff sidebar counts changed (a course, quiz, live session or section entered or left review);
   * each instance computes the counts once and sends them to its sockets of that audience.
   */
  | { type: 'counts.changed'; audience: CountsAudience }
  /**
   * What buyers and the catalogue see of a course changed (approved, or a revision put in place of its
   * published version): caches of public course summaries and pages drop it.
   */
  | { type: 'course.changed'; courseId: number }
  /**
   * Something an anonymous visitor reads changed (catalogue, courses, home page, a professor's name): every
   * instance drops its cached public reads (`plugins/public-cache.ts`).
   */
  | { type: 'public-data.changed' }
  /**
   * A live session, a section or a seat was written (created, edited, moved, approved, sold, ended by the
   * server): every instance drops its kept live reads (`modules/live/live-read-cache.ts`).
   */
  | { type: 'live-sessions.changed' }
  /**
   * A user's row may have changed (role, name, suspension, session version, deletion): every instance drops the
   * users it keeps for the bearer token check (`modules/users/session-users.ts`). `newAccount`: only a sign-up,
   * which no kept user is (the admin figures still count it).
   */
  | { type: 'users.changed'; newAccount?: true };

export type EventType = DomainEvent['type'];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;
type Listener = (event: DomainEvent) => void | Promise<void>;

export interface EventBus {
  /** Announces committed facts to every listener of every instance. Never throws; failures are logged. */
  publish(...events: DomainEvent[]): void;
  /** Listens to one event type; returns the function that stops listening. */
  on<T extends EventType>(type: T, listener: (event: EventOf<T>) => void | Promise<void>): () => void;
  /** Resolves when every listener started so far has finished (tests and shutdown). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * One value per event bus, that is per app: made by `create` on first use and shared by every module of the app
 * that asks for it (a cache dropped by the bus's events); each test app, with its own bus, gets its own.
 */
export function onePerBus<A extends unknown[], T>(
  create: (events: Pick<EventBus, 'on'>, ...rest: A) => T,
): (events: Pick<EventBus, 'on'>, ...rest: A) => T {
  const made = new WeakMap<object, T>();
  return (events, ...rest) => {
    let value = made.get(events);
    if (value === undefined) {
      value = create(events, ...rest);
      made.set(events, value);
    }
    return value;
  };
}

const CHANNEL = 'masar:events';

/**
 * In-process delivery; with Redis, each event also goes out on one pub/sub channel and every other instance
 * delivers it to its own listeners. The publishing instance delivers locally at once and skips its own
 * message when Redis echoes it back, so a listener never sees an event twice.
 */
export async function createEventBus(options: {
  log: FastifyBaseLogger;
  redis?: Redis | null;
}): Promise<EventBus> {
  const { log, redis } = options;
  const origin = randomUUID();
  const listeners = new Map<EventType, Set<Listener>>();
  const inFlight = new Set<Promise<void>>();

  const deliver = (event: DomainEvent) => {
    for (const listener of listeners.get(event.type) ?? []) {
      const run = (async () => {
        try {
          await listener(event);
        } catch (err) {
          log.error({ err, event: event.type }, 'event listener failed');
        }
      })();
      inFlight.add(run);
      void run.finally(() => inFlight.delete(run));
    }
  };

  // Pub/sub needs a connection of its own: a subscribed Redis connection can run no other command.
  const subscriber = redis ? redis.duplicate() : null;
  if (subscriber) {
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const envelope = JSON.parse(message) as { origin: string; event: DomainEvent };
        if (envelope.origin !== origin) deliver(envelope.event);
      } catch (err) {
        log.error({ err }, 'unreadable event from Redis');
      }
    });
    await subscriber.subscribe(CHANNEL);
  }
  // Several workers (WEB_CONCURRENCY) and no Redis: the cluster's primary relays each event to the other workers.
  const overWorkers = !redis && cluster.isWorker;
  const stopWorkerRelay = overWorkers
    ? onPrimaryMessage((message) => {
        if (message.masarEvent) deliver(message.masarEvent as DomainEvent);
      })
    : null;

  return {
    publish(...events) {
      for (const event of events) {
        deliver(event);
        if (redis) {
          redis
            .publish(CHANNEL, JSON.stringify({ origin, event }))
            .catch((err: unknown) => log.error({ err, event: event.type }, 'event not sent to Redis'));
        } else if (overWorkers) {
          sendToPrimary({ masarEvent: event });
        }
      }
    },
    on(type, listener) {
      const set = listeners.get(type) ?? new Set<Listener>();
      listeners.set(type, set);
      set.add(listener as Listener);
      return () => set.delete(listener as Listener);
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    async close() {
      stopWorkerRelay?.();
      listeners.clear();
      await Promise.all([...inFlight]);
      if (subscriber) {
        await subscriber.unsubscribe(CHANNEL).catch(() => undefined);
        subscriber.disconnect();
      }
    },
  };
}

/**
 * Runs `work` in one transaction and publishes the events it collected only once that transaction has
 * committed; a rollback publishes nothing. Services use it instead of `db.transaction` when they announce.
 */
export async function transactionWithEvents<T>(
  deps: { db: Db; events: EventBus },
  work: (tx: Tx, emit: (event: DomainEvent) => void) => Promise<T>,
): Promise<T> {
  const collected: DomainEvent[] = [];
  const result = await deps.db.transaction((tx) => work(tx, (event) => collected.push(event)));
  deps.events.publish(...collected);
  return result;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route changes what a staff sidebar counts (something entered or left a review queue): once it has
     * answered with success, a `counts.changed` event goes out, so open sidebars get fresh counts.
     */
    changesCounts?: CountsAudience;
  }
}

/**
 * Announces count changes for the routes that declare `config.changesCounts`. It runs when the response has
 * been sent, after the service's transaction committed; a refused or failed call announces nothing.
 */
export function announceCountChanges(app: FastifyInstance, events: EventBus) {
  app.addHook('onResponse', (request, reply, done) => {
    const audience = request.routeOptions.config.changesCounts;
    if (audience && reply.statusCode < 300) events.publish({ type: 'counts.changed', audience });
    done();
  });
}
