import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { courseKeys } from './course-keys';
import { invalidateCatalogue } from './invalidate-catalogue';
import { forgetCourse, invalidateCourse } from './invalidate-course';
import { invalidateWallet } from './invalidate-wallet';
import { pointsKeys } from './points-keys';
import { siteKeys } from './site-keys';
import { structureKeys } from './structure-keys';
import { userKeys } from './user-keys';

/** Every cached answer that shows a price, under the key the screen that shows it uses. */
const priceScreens: Record<string, QueryKey> = {
  'catalogue course cards': courseKeys.list({ materialId: 3, page: 1, limit: 12 }),
  'language course cards': courseKeys.list({ languageLevelId: 4, page: 1, limit: 12 }),
  'course page (student)': courseKeys.detailFor(7, 42),
  'course page (visitor)': courseKeys.detailFor(7, null),
  'review queue': courseKeys.pending(1),
  'admin course list': courseKeys.list({ page: 1, status: 'all' }),
  'pricing course list': courseKeys.list({ status: 'all', page: 1, path: 'language' }),
  "professor's courses": courseKeys.list({ mine: 'true', status: 'all', page: 1 }),
  'catalogue tree (material prices)': structureKeys.tree(),
  'material options (review, authoring)': structureKeys.materialOptions(),
  'year materials (browsing)': structureKeys.yearMaterials(2),
};

const unrelated: Record<string, QueryKey> = {
  balance: pointsKeys.balance(),
  'my transactions': pointsKeys.myTransactions(1, 10),
  user: userKeys.detail(42),
};

function cacheWith(keys: Record<string, QueryKey>): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60 * 1000 } } });
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { cached: true });
  return queryClient;
}

function staleNames(queryClient: QueryClient, keys: Record<string, QueryKey>): string[] {
  return Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('a price change reaches every screen that shows a price', () => {
  it('marks every course, tree and material answer stale, and nothing else', async () => {
    const queryClient = cacheWith({ ...priceScreens, ...unrelated });
    await invalidateCatalogue(queryClient);
    expect(staleNames(queryClient, priceScreens)).toEqual(Object.keys(priceScreens));
    expect(staleNames(queryClient, unrelated)).toEqual([]);
  });

  it('keeps the tree the catalogue editor already patched, and still marks the rest', async () => {
    const queryClient = cacheWith({ ...priceScreens, homepage: siteKeys.publicHomepageMaterials() });
    await invalidateCatalogue(queryClient, { treePatched: true });
    const stale = staleNames(queryClient, priceScreens);
    expect(stale).not.toContain('catalogue tree (material prices)');
    expect(stale).toHaveLength(Object.keys(priceScreens).length - 1);
    expect(queryClient.getQueryState(siteKeys.publicHomepageMaterials())?.isInvalidated).toBe(true);
  });
});

describe('one course changed (its own price, its review, its content)', () => {
  it('marks its page for every viewer and every course list, not other courses or the tree', async () => {
    const other = courseKeys.detailFor(8, 42);
    const queryClient = cacheWith({ ...priceScreens, other });
    await invalidateCourse(queryClient, 7);
    expect(staleNames(queryClient, priceScreens)).toEqual([
      'catalogue course cards',
      'language course cards',
      'course page (student)',
      'course page (visitor)',
      'review queue',
      'admin course list',
      'pricing course list',
      "professor's courses",
    ]);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });

  it('drops a deleted course instead of reading it again', async () => {
    const queryClient = cacheWith(priceScreens);
    await forgetCourse(queryClient, 7);
    expect(queryClient.getQueryData(courseKeys.detailFor(7, 42))).toBeUndefined();
    expect(queryClient.getQueryState(courseKeys.pending(1))?.isInvalidated).toBe(true);
  });
});

describe('points moved', () => {
  it('writes the balance the server answered and marks every ledger list stale', async () => {
    const adminList = pointsKeys.allTransactions({ page: 1 });
    const queryClient = cacheWith({ ...unrelated, adminList });
    queryClient.setQueryData(pointsKeys.balance(), { balance: 100 });
    await invalidateWallet(queryClient, 40);
    expect(queryClient.getQueryData(pointsKeys.balance())).toEqual({ balance: 40 });
    expect(queryClient.getQueryState(pointsKeys.balance())?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(pointsKeys.myTransactions(1, 10))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(adminList)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(userKeys.detail(42))?.isInvalidated).toBe(false);
  });

  it('reads the balance again when the answer did not carry it', async () => {
    const queryClient = cacheWith(unrelated);
    await invalidateWallet(queryClient);
    expect(queryClient.getQueryState(pointsKeys.balance())?.isInvalidated).toBe(true);
  });
});
