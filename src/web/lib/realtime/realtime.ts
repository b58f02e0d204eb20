/**
 * The tab's socket, one for every feature: started while a user is signed in, closed at sign-out, restarted
 * when another user signs in (in another tab). `bindRealtimeToSession` is called once, by the app shell.
 */
import { currentToken, expireSession, getSession, refreshSession, subscribeSession } from '../session';
import { RealtimeSocket } from './socket-client';

export const realtime = new RealtimeSocket({
  token: currentToken,
  refresh: (stale) => refreshSession(stale),
  expired: expireSession,
});

let boundUser: number | null = null;

function follow(): void {
  const session = getSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  if (userId === boundUser) return;
  if (boundUser !== null) realtime.stop();
  boundUser = userId;
  if (userId !== null) realtime.start();
}

const onOnline = () => realtime.reconnectNow();

/** Follows the session from now on; returns the way to stop (tests). */
export function bindRealtimeToSession(): () => void {
  follow();
  const unsubscribe = subscribeSession(follow);
  window.addEventListener('online', onOnline);
  return () => {
    unsubscribe();
    window.removeEventListener('online', onOnline);
    realtime.stop();
    boundUser = null;
  };
}
