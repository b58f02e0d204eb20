import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StructureTree } from '../../../../contract/structure';
import { structureTreeQuery } from './get-structure-tree';

/**
 * The editor's mutations share one shape: call the server, then patch the admin's cached tree with the answer
 * (no refetch of thousands of nodes) and mark the browsing lists and the public tree stale.
 */
export function useStructureMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  update: (tree: StructureTree, result: Result, variables: Variables) => StructureTree,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, variables) => {
      const key = structureTreeQuery('admin').queryKey;
      queryClient.setQueryData<StructureTree>(key, (tree) => (tree ? update(tree, result, variables) : tree));
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'structure' && query.queryKey[2] !== 'admin',
      });
    },
  });
}
