import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, RegisterBody } from '../../../../contract/auth';
import { apiFetch } from '../../../lib/api-client';
import { establishSession } from '../../../lib/session';

/** Self-registration creates a student or a professor. */
export type RegisterInput = Omit<RegisterBody, 'role'> & { role: 'student' | 'professor' };

export function register(body: RegisterInput): Promise<AuthResponse> {
  return apiFetch<AuthResponse>('/auth/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register, onSuccess: establishSession });
}
