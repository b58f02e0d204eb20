// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../contract/notifications';
import en from '../../../locales/en/notifications.json';
import { fakeApi } from '../../../test/fake-api';
import { interpolate } from '../../../test/interpolate';
import { renderWithApp } from '../../../test/render';
import NotificationBell, { notificationTarget } from './notification-bell';

const started: Notification = {
  id: 5,
  type: 'live_session_started',
  message: 'Exponential functions is live now',
  createdAt: '2030-03-14T16:00:00.000Z',
  read: false,
  sessionId: 41,
};
const scheduled: Notification = {
  ...started,
  id: 4,
  type: 'live_session_scheduled',
  message: 'Exponential functions is scheduled',
};

describe('the notifications bell', () => {
  it('counts the unread, lists them, and marks them all read', async () => {
    let read = false;
    const api = fakeApi()
      .on('GET', '/notifications', () => ({
        notifications: [started, scheduled].map((n) => ({ ...n, read })),
        unreadCount: read ? 0 : 2,
      }))
      .on('POST', '/notifications/read-all', () => {
        read = true;
        return { updated: 2 };
      });
    const { user } = await renderWithApp(<NotificationBell role="student" />, {
      namespaces: ['notifications'],
    });
    // The count arrives with the first answer (slow when the machine is busy).
    const bell = await screen.findByRole(
      'button',
      { name: interpolate(en.bell.labelUnread_other, { count: 2 }) },
      { timeout: 5000 },
    );
    bell.focus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: new RegExp(started.message) });
    expect(item.getAttribute('href')).toBe('/TTHSession');
    expect(screen.getAllByRole('menuitem', { name: /Exponential functions/ })).toHaveLength(2);

    await user.click(screen.getByRole('menuitem', { name: en.bell.markAll }));
    await waitFor(() => expect(api.callsTo('POST', '/notifications/read-all')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: en.bell.label })).toBeTruthy();
  });

  it('leads staff to the session’s room, and students to their sessions', () => {
    expect(notificationTarget(started, 'professor')).toBe('/streaming/41');
    expect(notificationTarget(started, 'student')).toBe('/TTHSession');
    expect(notificationTarget({ ...started, sessionId: null }, 'student')).toBeNull();
  });

  it('leads a course review to the professor’s courses, and a private class to each role’s list', () => {
    const approved = { ...started, type: 'course_approved' as const, sessionId: null };
    expect(notificationTarget(approved, 'professor')).toBe('/professor/courses');
    expect(notificationTarget({ ...approved, type: 'course_rejected' }, 'professor')).toBe(
      '/professor/courses',
    );
    const requested = { ...started, type: 'private_class_requested' as const, sessionId: null };
    expect(notificationTarget(requested, 'professor')).toBe('/professor/private-classes');
    expect(notificationTarget({ ...requested, type: 'private_class_confirmed' }, 'student')).toBe(
      '/TTHPrivateClasses',
    );
    expect(notificationTarget({ ...requested, type: 'private_class_paid' }, 'admin')).toBe(
      '/admin/private-classes',
    );
  });
});
