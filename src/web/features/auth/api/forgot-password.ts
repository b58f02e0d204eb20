import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '../../../../contract/auth';
import { apiFetch } from '../../../lib/api-client';

/** Always answers 200 with the same message, whether or not the account exists. */
export function forgotPassword(body: ForgotPasswordBody): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/auth/forgot-password', { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
