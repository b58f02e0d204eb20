import type { z } from 'zod';
import type { Level, levelBody } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { addLevel } from './structure-tree-updates';
import { useStructureMutation } from './use-structure-mutation';

export type CreateLevelBody = z.input<typeof levelBody>;

export function createLevel(body: CreateLevelBody): Promise<Level> {
  return apiFetch<Level>('/levels', { method: 'POST', body });
}

export function useCreateLevel() {
  return useStructureMutation(createLevel, (tree, created) => addLevel(tree, created));
}
