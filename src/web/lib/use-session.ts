import { useSyncExternalStore } from 'react';
import type { User } from '../../contract/users';
import { getSession, subscribeSession, type SessionState } from './session';

export interface SessionView {
  state: SessionState;
  /** True while a stored token is being checked at start. */
  checking: boolean;
  user: User | null;
  isAdmin: boolean;
  isProfessor: boolean;
  isStudent: boolean;
}

/** The session as components see it; the admin and professor flags come from the role (spec §6). */
export function useSession(): SessionView {
  const state = useSyncExternalStore(subscribeSession, getSession, getSession);
  const user = state.status === 'signed-in' ? state.user : null;
  return {
    state,
    checking: state.status === 'checking',
    user,
    isAdmin: user?.role === 'admin',
    isProfessor: user?.role === 'professor',
    isStudent: user?.role === 'student',
  };
}
