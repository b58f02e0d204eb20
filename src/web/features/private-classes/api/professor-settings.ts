import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfessorPrivateClassSettings } from '../../../../contract/private-classes';
import { apiFetch } from '../../../lib/api-client';
import { privateClassKeys } from '../../../lib/queries/private-class-keys';

/** GET /professor/private-class-settings: the signed-in professor's offer and public profile. */
export function getMySettings(): Promise<ProfessorPrivateClassSettings> {
  return apiFetch<ProfessorPrivateClassSettings>('/professor/private-class-settings');
}

export function useMySettings() {
  return useQuery({ queryKey: privateClassKeys.mySettings(), queryFn: getMySettings });
}

/** PUT /professor/private-class-settings: 400 naming the platform's range when the price is outside it. */
export function saveMySettings(body: ProfessorPrivateClassSettings): Promise<ProfessorPrivateClassSettings> {
  return apiFetch<ProfessorPrivateClassSettings>('/professor/private-class-settings', {
    method: 'PUT',
    body,
  });
}

export function useSaveMySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMySettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(privateClassKeys.mySettings(), saved);
      return queryClient.invalidateQueries({ queryKey: privateClassKeys.teachers() });
    },
  });
}
