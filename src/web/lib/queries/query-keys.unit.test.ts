import { describe, expect, it } from 'vitest';
import { authKeys } from './auth-keys';
import { commentKeys } from './comment-keys';
import { courseKeys } from './course-keys';
import { jobKeys } from './job-keys';
import { dashboardKeys } from './dashboard-keys';
import { liveKeys } from './live-keys';
import { notificationKeys } from './notification-keys';
import { pointsKeys } from './points-keys';
import { privateClassKeys } from './private-class-keys';
import { quizKeys } from './quiz-keys';
import { siteKeys } from './site-keys';
import { structureKeys } from './structure-keys';
import { userKeys } from './user-keys';

const factories = {
  authKeys,
  commentKeys,
  courseKeys,
  jobKeys,
  dashboardKeys,
  liveKeys,
  notificationKeys,
  pointsKeys,
  privateClassKeys,
  quizKeys,
  siteKeys,
  structureKeys,
  userKeys,
};

/** Every key a factory makes, built with sample arguments (a number or an object for each parameter). */
function keysOf(factory: Record<string, unknown>): { name: string; key: readonly unknown[] }[] {
  return Object.entries(factory)
    .filter(([name]) => name !== 'all')
    .map(([name, make]) => {
      const fn = make as (...args: unknown[]) => readonly unknown[];
      return { name, key: fn(...Array.from({ length: fn.length }, () => 1)) };
    });
}

describe('query key factories', () => {
  it.each(Object.entries(factories))(
    '%s: every key starts with the domain key, so `all` reaches it',
    (_, factory) => {
      const keys = keysOf(factory);
      expect(keys.length).toBeGreaterThan(0);
      for (const { name, key } of keys) {
        expect({ name, head: key.slice(0, factory.all.length) }).toEqual({ name, head: [...factory.all] });
      }
    },
  );

  it('gives each domain its own first segment', () => {
    const heads = Object.values(factories).map((factory) => factory.all[0]);
    expect(new Set(heads).size).toBe(heads.length);
  });

  it('nests each resource under the prefix that invalidates it', () => {
    expect(courseKeys.detailFor(7, 42).slice(0, 3)).toEqual(courseKeys.detail(7));
    expect(courseKeys.pending(2).slice(0, 2)).toEqual(courseKeys.lists());
    expect(courseKeys.list({ page: 1 }).slice(0, 2)).toEqual(courseKeys.lists());
    expect(pointsKeys.allTransactions({ page: 1 }).slice(0, 2)).toEqual(pointsKeys.transactions());
    expect(pointsKeys.myTransactions(1, 10).slice(0, 2)).toEqual(pointsKeys.transactions());
    expect(pointsKeys.activePackages().slice(0, 2)).toEqual(pointsKeys.packages());
    expect(commentKeys.coursePage(7, 1).slice(0, 3)).toEqual(commentKeys.course(7));
  });
});
