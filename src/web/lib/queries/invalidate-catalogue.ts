import { partialMatchKey, type QueryClient } from '@tanstack/react-query';
import { courseKeys } from './course-keys';
import { siteKeys } from './site-keys';
import { structureKeys } from './structure-keys';

/**
 * After a change to the catalogue or to a price that applies to many courses (a material's or a language
 * level's): a material's name and price show on every course under it — catalogue cards, course pages, the
 * review and pricing lists — so every structure, course and home-page entry is read again.
 * `treePatched`: the caller already wrote the server's answer into the cached tree, which is then kept (the
 * whole tree is thousands of nodes).
 */
export async function invalidateCatalogue(
  queryClient: QueryClient,
  { treePatched = false }: { treePatched?: boolean } = {},
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: structureKeys.all,
      predicate: (query) => !treePatched || !partialMatchKey(query.queryKey, structureKeys.tree()),
    }),
    queryClient.invalidateQueries({ queryKey: courseKeys.all }),
    queryClient.invalidateQueries({ queryKey: siteKeys.homepageMaterials() }),
  ]);
}
