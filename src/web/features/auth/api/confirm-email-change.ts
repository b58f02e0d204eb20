import { useMutation } from '@tanstack/react-query';
import type { EmailChangeResult } from '../../../../contract/auth';
import { apiFetch } from '../../../lib/api-client';

/** The link mailed to a new address: the account moves to it and every session ends. */
export function confirmEmailChange(token: string): Promise<EmailChangeResult> {
  return apiFetch<EmailChangeResult>('/auth/confirm-email', { method: 'POST', body: { token } });
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
