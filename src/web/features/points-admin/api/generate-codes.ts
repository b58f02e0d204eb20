import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { generateCodesBody, generatedCodes } from '../../../../contract/points';
import { apiFetch } from '../../../lib/api-client';
import { pointsKeys } from '../../../lib/queries/points-keys';

export type GenerateCodesInput = z.input<typeof generateCodesBody>;
export type GeneratedCodes = z.infer<typeof generatedCodes>;

/** 1–1000 codes worth a number of points or a package's points, all in one new batch. */
export function generateCodes(body: GenerateCodesInput): Promise<GeneratedCodes> {
  return apiFetch<GeneratedCodes>('/points/codes', { method: 'POST', body });
}

export function useGenerateCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pointsKeys.codes() }),
  });
}
