import { useMutation } from '@tanstack/react-query';
import type { EmailChangeResult } from '../../../../contract/auth';
import { apiFetch } from '../../../lib/api-client';

/** The link mailed to the old address: cancels or reverts the change and signs every session out. */
export function undoEmailChange(token: string): Promise<EmailChangeResult> {
  return apiFetch<EmailChangeResult>('/auth/undo-email-change', { method: 'POST', body: { token } });
}

export function useUndoEmailChange() {
  return useMutation({ mutationFn: undoEmailChange });
}
