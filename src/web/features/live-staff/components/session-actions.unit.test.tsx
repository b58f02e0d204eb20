// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LiveSession, LiveSessionStatus } from '../../../../contract/live';
import en from '../../../locales/en/live-staff.json';
import { fakeApi, reply } from '../../../test/fake-api';
import { interpolate } from '../../../test/interpolate';
import { renderWithApp } from '../../../test/render';
import { SessionActions } from './session-actions';

function session(overrides: Partial<LiveSession> = {}): LiveSession {
  return {
    id: 12,
    title: 'Waves revision',
    description: '',
    courseId: null,
    professorId: 5,
    professorName: 'Prof. Amina',
    material_id: null,
    language_level_id: null,
    scheduledAt: '2030-05-01T17:30:00.000Z',
    duration: 60,
    status: 'scheduled',
    attendeesCount: 3,
    maxAttendees: 30,
    price: 200,
    tags: [],
    isApproved: true,
    approvedAt: '2030-04-01T10:00:00.000Z',
    isRecorded: false,
    recordingUrl: null,
    meetingUrl: null,
    createdAt: '2030-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The names of the buttons and links the actions offer, without the session title read after them. */
async function offered(overrides: Partial<LiveSession>) {
  fakeApi();
  await renderWithApp(<SessionActions session={session(overrides)} />, { namespaces: ['live-staff'] });
  return [...screen.queryAllByRole('button'), ...screen.queryAllByRole('link')].map((el) =>
    (el.textContent ?? '').replace(': Waves revision', ''),
  );
}

describe('a session’s actions', () => {
  const cases: [LiveSessionStatus, string[]][] = [
    ['scheduled', [en.actions.starting, en.actions.cancelled, en.actions.edit, en.actions.openRoom]],
    ['starting', [en.actions.live, en.actions.technical_issues, en.actions.cancelled, en.actions.openRoom]],
    [
      'live',
      [
        en.actions.ended,
        en.actions.technical_issues,
        en.actions.saveRecording,
        en.actions.cancelled,
        en.actions.openRoom,
      ],
    ],
    [
      'technical_issues',
      [
        en.actions.resume,
        en.actions.ended,
        en.actions.saveRecording,
        en.actions.cancelled,
        en.actions.openRoom,
      ],
    ],
    ['ended', [en.actions.saveRecording]],
    ['cancelled', []],
  ];

  it.each(cases)('offer only the moves allowed from %s', async (status, expected) => {
    const names = await offered({ status });
    expect(names).toHaveLength(expected.length);
    expect([...names].sort()).toEqual([...expected].sort());
  });

  it('do not offer to start a session an admin has not approved, and say why', async () => {
    const names = await offered({ status: 'scheduled', isApproved: false });
    expect([...names].sort()).toEqual([en.actions.cancelled, en.actions.edit, en.actions.openRoom].sort());
    expect(screen.getByText(en.list.awaitsApproval)).toBeTruthy();
  });

  it('link the room to the streaming page of the session', async () => {
    await offered({ status: 'live' });
    const room = screen.getByRole('link', { name: `${en.actions.openRoom}: Waves revision` });
    expect(room.getAttribute('href')).toBe('/streaming/12');
  });

  it('send the move and show a refused move translated, naming both statuses', async () => {
    const api = fakeApi().on(
      'PATCH',
      '/live-sessions/:id',
      reply(409, { error: 'Cannot change status from ended to live' }),
    );
    const { user } = await renderWithApp(<SessionActions session={session({ status: 'starting' })} />, {
      namespaces: ['live-staff'],
    });
    await user.click(screen.getByRole('button', { name: `${en.actions.live}: Waves revision` }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      interpolate(en.errors.statusConflict, { from: en.status.ended, to: en.status.live }),
    );
    expect(api.callsTo('PATCH', '/live-sessions/12').map((c) => c.body)).toEqual([{ status: 'live' }]);
  });

  it('ask before cancelling, saying the buyers are refunded, then send the cancel', async () => {
    const api = fakeApi().on('PATCH', '/live-sessions/:id', session({ status: 'cancelled' }));
    const { user } = await renderWithApp(<SessionActions session={session({ status: 'scheduled' })} />, {
      namespaces: ['live-staff'],
    });
    await user.click(screen.getByRole('button', { name: `${en.actions.cancelled}: Waves revision` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      interpolate(en.cancel.body_other, { title: 'Waves revision', count: 3 }),
    );
    expect(api.calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: en.cancel.confirm }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/live-sessions/12').map((c) => c.body)).toEqual([{ status: 'cancelled' }]),
    );
  });

  it('save a recording address to the library', async () => {
    const api = fakeApi().on('PATCH', '/live-sessions/:id', session({ status: 'ended', isRecorded: true }));
    const { user } = await renderWithApp(<SessionActions session={session({ status: 'live' })} />, {
      namespaces: ['live-staff', 'course-content'],
    });
    await user.click(screen.getByRole('button', { name: `${en.actions.saveRecording}: Waves revision` }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(en.recording.url), 'https://videos.example.org/waves.mp4');
    await user.click(within(dialog).getByRole('button', { name: en.recording.save }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/live-sessions/12').map((c) => c.body)).toEqual([
        { recordingUrl: 'https://videos.example.org/waves.mp4' },
      ]),
    );
  });
});
