// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Notification } from '../../contract/notifications';
import NotificationBell from '../features/notifications/components/notification-bell';
import en from '../locales/en/notifications.json';
import { courseKeys } from '../lib/queries/course-keys';
import { liveKeys } from '../lib/queries/live-keys';
import { notificationKeys } from '../lib/queries/notification-keys';
import { quizKeys } from '../lib/queries/quiz-keys';
import { establishSession, expireSession } from '../lib/session';
import { fakeApi } from '../test/fake-api';
import { fakeSockets, type FakeSockets } from '../test/fake-socket';
import { signedInUser } from '../test/fixtures';
import { interpolate } from '../test/interpolate';
import { renderWithApp } from '../test/render';
import RealtimeBridge, { addNotification } from './realtime-bridge';
import AppToaster from './toaster';

const started: Notification = {
  id: 31,
  type: 'live_session_started',
  message: 'Limits and continuity is live now',
  createdAt: '2030-03-14T16:00:00.000Z',
  read: false,
  sessionId: 41,
};

let sockets: FakeSockets;

beforeEach(() => {
  sockets = fakeSockets({ stubGlobal: true });
  establishSession({ token: 'test-token', user: signedInUser(), agoraUid: 1, agoraRtmToken: null });
});
afterEach(() => expireSession());

async function renderBridge() {
  const rendered = await renderWithApp(
    <>
      <RealtimeBridge />
      <NotificationBell role="student" />
      <AppToaster />
    </>,
    { namespaces: ['notifications'] },
  );
  await waitFor(() => expect(sockets.all).toHaveLength(1));
  return rendered;
}

describe('pushed events in the app', () => {
  it('turns a notification into a toast and a bell that counts it, without polling while connected', async () => {
    let pushed = false;
    const api = fakeApi().on('GET', '/notifications', () => ({
      notifications: pushed ? [started] : [],
      unreadCount: pushed ? 1 : 0,
    }));
    const { queryClient } = await renderBridge();
    await screen.findByRole('button', { name: en.bell.label }, { timeout: 5000 });
    expect(sockets.latest().sent).toHaveLength(0);
    sockets.latest().open();
    expect(sockets.latest().sent).toEqual([{ type: 'auth', token: 'test-token' }]);
    sockets.latest().push({ type: 'ready', userId: 12 });
    await waitFor(() =>
      expect(queryClient.getQueryCache().find({ queryKey: notificationKeys.list() })?.options).toMatchObject({
        refetchInterval: false,
      }),
    );

    pushed = true;
    sockets.latest().push({ type: 'notification', notification: started });
    expect(await screen.findByText(started.message, {}, { timeout: 5000 })).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: interpolate(en.bell.labelUnread_one, { count: 1 }) }),
    ).toBeTruthy();
    expect(api.callsTo('GET', '/notifications').length).toBeGreaterThanOrEqual(1);

    // The socket drops: the bell asks once a minute again, and reads the list when it is back.
    sockets.latest().drop(1006);
    await waitFor(() =>
      expect(queryClient.getQueryCache().find({ queryKey: notificationKeys.list() })?.options).toMatchObject({
        refetchInterval: 60_000,
      }),
    );
  });

  it('writes pushed counts into the sidebar badges’ queries', async () => {
    fakeApi().on('GET', '/notifications', { notifications: [], unreadCount: 0 });
    const { queryClient } = await renderBridge();
    sockets.latest().accept();
    sockets.latest().push({
      type: 'counts',
      counts: { pendingCourses: 3, pendingQuizzes: 0, pendingLiveSessions: 2, pendingLiveSections: 1 },
    });
    await waitFor(() => expect(queryClient.getQueryData(courseKeys.pendingCount())).toBe(3));
    expect(queryClient.getQueryData(quizKeys.pendingCount())).toBe(0);
    expect(queryClient.getQueryData(liveKeys.sessionsCount())).toBe(2);
    expect(queryClient.getQueryData(liveKeys.pendingSectionsCount())).toBe(1);
    // A role's missing keys leave its other badges alone.
    sockets.latest().push({ type: 'counts', counts: { pendingCourses: 4 } });
    await waitFor(() => expect(queryClient.getQueryData(courseKeys.pendingCount())).toBe(4));
    expect(queryClient.getQueryData(liveKeys.sessionsCount())).toBe(2);
  });

  it('adds a pushed notification to the bell’s list once', () => {
    const list = { notifications: [], unreadCount: 0 };
    const once = addNotification(list, started);
    expect(once).toEqual({ notifications: [started], unreadCount: 1 });
    expect(addNotification(once, started)).toBe(once);
    expect(addNotification(undefined, started)).toBeUndefined();
  });
});
