import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { authKeys } from '../../../lib/queries/auth-keys';

export interface VerifyResetTokenResult {
  valid: true;
  email: string;
}

export function verifyResetToken(token: string): Promise<VerifyResetTokenResult> {
  return apiFetch<VerifyResetTokenResult>('/auth/verify-reset-token', { method: 'POST', body: { token } });
}

/** A refused token is final: no retry, and the answer is kept while the page is open. */
export function verifyResetTokenQuery(token: string) {
  return queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: () => verifyResetToken(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useVerifyResetToken(token: string) {
  return useQuery({ ...verifyResetTokenQuery(token), enabled: token.length > 0 });
}
