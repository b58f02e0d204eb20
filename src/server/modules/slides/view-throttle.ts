import type { Redis } from 'ioredis';

/**
 * Remembers for a minute that a viewer was counted for a slide, so a reload storm counts once. With Redis every
 * instance shares the marks (`SET NX EX`, one round trip); without, one instance keeps them in memory, swept as
 * they expire and capped so a flood of fake viewers cannot grow it without bound.
 */
export interface ViewThrottle {
  /** True when this key was not seen in the last `windowMs`, and marks it. */
  claim(key: string): Promise<boolean>;
  /** Forgets a mark (the slide turned out not to exist). */
  release(key: string): Promise<void>;
}

export const VIEW_WINDOW_MS = 60_000;
const MEMORY_CAP = 200_000;

export function createViewThrottle(redis: Redis | null, now: () => number = () => Date.now()): ViewThrottle {
  if (redis) {
    return {
      async claim(key) {
        return (await redis.set(`slide-seen:${key}`, '1', 'PX', VIEW_WINDOW_MS, 'NX')) === 'OK';
      },
      async release(key) {
        await redis.del(`slide-seen:${key}`);
      },
    };
  }
  const marks = new Map<string, number>();
  const sweep = (at: number) => {
    // Insertion order is expiry order: stop at the first mark still fresh.
    for (const [key, expires] of marks) {
      if (expires > at && marks.size <= MEMORY_CAP) break;
      marks.delete(key);
    }
  };
  return {
    async claim(key) {
      const at = now();
      sweep(at);
      const expires = marks.get(key);
      if (expires !== undefined && expires > at) return false;
      marks.delete(key);
      marks.set(key, at + VIEW_WINDOW_MS);
      return true;
    },
    async release(key) {
      marks.delete(key);
    },
  };
}
