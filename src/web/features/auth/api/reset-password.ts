import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '../../../../contract/auth';
import { apiFetch } from '../../../lib/api-client';

export function resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/auth/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
