import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginBody } from '../../../../contract/auth';
import { apiFetch } from '../../../lib/api-client';
import { establishSession } from '../../../lib/session';

export function login(body: LoginBody): Promise<AuthResponse> {
  return apiFetch<AuthResponse>('/auth/login', { method: 'POST', body });
}

/** Signs in; on success the answer becomes the live session (token, role and avatar stored). */
export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: establishSession });
}
