// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveSessionStatus } from '../../../../contract/live';
import en from '../../../locales/en/live.json';
import { establishSession, expireSession } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { liveSession, signedInUser } from '../../../test/fixtures';
import { interpolate } from '../../../test/interpolate';
import { renderWithApp } from '../../../test/render';
import { MY_SESSIONS_POLL_MS } from '../api/list-my-live-sessions';
import MySessionsPage from './my-sessions-page';

const mine = (status: LiveSessionStatus, overrides: Parameters<typeof liveSession>[0] = {}) => ({
  ...liveSession({ status, ...overrides }),
  purchased_at: '2030-03-02T10:00:00.000Z',
  amount_paid: 300,
  source: 'session' as const,
});
const joinName = interpolate(en.join.buttonNamed, { title: liveSession().title });

describe('/TTHSession', () => {
  beforeEach(() =>
    establishSession({ token: 'test-token', user: signedInUser(), agoraUid: 12, agoraRtmToken: null }),
  );
  afterEach(() => {
    expireSession();
    vi.useRealTimers();
  });

  it('shows Join once the professor goes live, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: LiveSessionStatus = 'scheduled';
    const api = fakeApi().on('GET', '/points/my-live-sessions', () => ({ sessions: [mine(status)] }));
    await renderWithApp(<MySessionsPage />, { namespaces: ['live'] });
    expect(await screen.findByText(en.mine.joinLater)).toBeTruthy();
    expect(screen.queryByRole('link', { name: joinName })).toBeNull();

    status = 'live';
    await act(() => vi.advanceTimersByTimeAsync(MY_SESSIONS_POLL_MS));
    const join = await screen.findByRole('link', { name: joinName });
    expect(join.getAttribute('href')).toBe('/streaming/41');
    expect(api.callsTo('GET', '/points/my-live-sessions')).toHaveLength(2);
  });

  it.each(['starting', 'live', 'technical_issues'] as const)('offers Join while %s', async (status) => {
    fakeApi().on('GET', '/points/my-live-sessions', { sessions: [mine(status)] });
    await renderWithApp(<MySessionsPage />, { namespaces: ['live'] });
    expect(await screen.findByRole('link', { name: joinName })).toBeTruthy();
  });

  it('offers the recording of an ended session and no Join, and says a cancelled one was refunded', async () => {
    fakeApi().on('GET', '/points/my-live-sessions', {
      sessions: [
        mine('ended', { recordingUrl: 'https://video.example.dz/lesson-41' }),
        mine('cancelled', { id: 42, title: 'Sequences' }),
      ],
    });
    await renderWithApp(<MySessionsPage />, { namespaces: ['live'] });
    const recording = await screen.findByRole('link', {
      name: `${interpolate(en.recording.watchNamed, { title: liveSession().title })} ${en.recording.newTab}`,
    });
    expect(recording.getAttribute('href')).toBe('https://video.example.dz/lesson-41');
    expect(screen.getByText(en.mine.refunded)).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: /^Join/ })).toHaveLength(0);
  });
});
