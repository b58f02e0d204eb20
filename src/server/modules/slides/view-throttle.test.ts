import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createViewThrottle, VIEW_WINDOW_MS } from './view-throttle';

describe('the view throttle in memory', () => {
  it('claims a key once per window, again after it, and forgets a released key', async () => {
    let now = 1_000_000;
    const throttle = createViewThrottle(null, () => now);
    expect(await throttle.claim('view:1:a')).toBe(true);
    expect(await throttle.claim('view:1:a')).toBe(false);
    expect(await throttle.claim('view:1:b')).toBe(true);
    expect(await throttle.claim('click:1:a')).toBe(true);
    now += VIEW_WINDOW_MS - 1;
    expect(await throttle.claim('view:1:a')).toBe(false);
    now += 1;
    expect(await throttle.claim('view:1:a')).toBe(true);
    await throttle.release('view:1:a');
    expect(await throttle.claim('view:1:a')).toBe(true);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('the view throttle on Redis (needs TEST_REDIS_URL)', () => {
  const redis = redisUrl ? new Redis(redisUrl) : null;
  afterAll(() => redis?.disconnect());

  it('is shared by every instance: a key claimed by one is refused to the other until released', async () => {
    const one = createViewThrottle(redis);
    const two = createViewThrottle(redis);
    const key = `view:1:${randomUUID()}`;
    expect(await one.claim(key)).toBe(true);
    expect(await two.claim(key)).toBe(false);
    const ttl = await redis!.pttl(`slide-seen:${key}`);
    expect(ttl).toBeGreaterThan(VIEW_WINDOW_MS - 5_000);
    expect(ttl).toBeLessThanOrEqual(VIEW_WINDOW_MS);
    await two.release(key);
    expect(await one.claim(key)).toBe(true);
  });
});
