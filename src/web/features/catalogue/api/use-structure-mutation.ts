import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StructureTree } from '../../../../contract/structure';
import { invalidateCatalogue } from '../../../lib/queries/invalidate-catalogue';
import { structureKeys } from '../../../lib/queries/structure-keys';

/**
 * The editor's mutations share one shape: call the server, then patch the cached tree with the answer (no
 * refetch of thousands of nodes) and mark everything else that shows the catalogue stale — browsing lists,
 * material options, and the courses whose path names and prices come from it.
 */
export function useStructureMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  update: (tree: StructureTree, result: Result, variables: Variables) => StructureTree,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, variables) => {
      queryClient.setQueryData<StructureTree>(structureKeys.tree(), (tree) =>
        tree ? update(tree, result, variables) : tree,
      );
      await invalidateCatalogue(queryClient, { treePatched: true });
    },
  });
}
