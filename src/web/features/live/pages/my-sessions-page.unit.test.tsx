// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveSessionStatus } from '../../../../contract/live';
import en from '../../../locales/en/live.json';
import { establishSession, expireSession } from '../../../lib/session';
import { fakeApi, type FakeRequest } from '../../../test/fake-api';
import { liveSession, signedInUser } from '../../../test/fixtures';
import { interpolate } from '../../../test/interpolate';
import { renderWithApp } from '../../../test/render';
import { MY_PAST_PAGE_SIZE, MY_SESSIONS_POLL_MS } from '../api/list-my-live-sessions';
import MySessionsPage from './my-sessions-page';

const mine = (status: LiveSessionStatus, overrides: Parameters<typeof liveSession>[0] = {}) => ({
  ...liveSession({ status, ...overrides }),
  purchased_at: '2030-03-02T10:00:00.000Z',
  amount_paid: 300,
  source: 'session' as const,
});
type Mine = ReturnType<typeof mine>;
const joinName = interpolate(en.join.buttonNamed, { title: liveSession().title });

/** The API's answer for one list: `sessions` is the whole list, answered a page at a time. */
function answer(request: FakeRequest, sessions: Mine[]) {
  const page = Number(request.query.get('page') ?? '1');
  const limit = Number(request.query.get('limit') ?? '20');
  return {
    sessions: sessions.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total: sessions.length, totalPages: Math.ceil(sessions.length / limit) },
  };
}

/** Answers `when=open` with `open()` and `when=past` with `past()`, as the API splits them. */
function serve(open: () => Mine[], past: () => Mine[]) {
  return fakeApi().on('GET', '/points/my-live-sessions', (request) =>
    answer(request, request.query.get('when') === 'open' ? open() : past()),
  );
}

describe('/TTHSession', () => {
  beforeEach(() =>
    establishSession({ token: 'test-token', user: signedInUser(), agoraUid: 12, agoraRtmToken: null }),
  );
  afterEach(() => {
    expireSession();
    vi.useRealTimers();
  });

  it('shows Join once the professor goes live, without a reload, and the session among the past once ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: LiveSessionStatus = 'scheduled';
    const open = () => (status === 'ended' ? [] : [mine(status)]);
    const past = () => (status === 'ended' ? [mine(status)] : []);
    const api = serve(open, past);
    await renderWithApp(<MySessionsPage />, { namespaces: ['live'] });
    expect(await screen.findByText(en.mine.joinLater)).toBeTruthy();
    expect(screen.queryByRole('link', { name: joinName })).toBeNull();

    status = 'live';
    await act(() => vi.advanceTimersByTimeAsync(MY_SESSIONS_POLL_MS));
    const join = await screen.findByRole('link', { name: joinName });
    expect(join.getAttribute('href')).toBe('/streaming/41');
    const opens = () =>
      api.callsTo('GET', '/points/my-live-sessions').filter((c) => c.query.get('when') === 'open');
    expect(opens()).toHaveLength(2);

    status = 'ended';
    await act(() => vi.advanceTimersByTimeAsync(MY_SESSIONS_POLL_MS));
    const pastList = await screen.findByRole('region', { name: en.mine.ended });
    expect(within(pastList).getByText(en.recording.none)).toBeTruthy();
    expect(screen.queryByRole('link', { name: joinName })).toBeNull();
    // Nothing open any more: the lists are no longer read again.
    const calls = api.callsTo('GET', '/points/my-live-sessions').length;
    await act(() => vi.advanceTimersByTimeAsync(2 * MY_SESSIONS_POLL_MS));
    expect(api.callsTo('GET', '/points/my-live-sessions')).toHaveLength(calls);
  });

  it.each(['starting', 'live', 'technical_issues'] as const)('offers Join while %s', async (status) => {
    serve(
      () => [mine(status)],
      () => [],
    );
    await renderWithApp(<MySessionsPage />, { namespaces: ['live'] });
    expect(await screen.findByRole('link', { name: joinName })).toBeTruthy();
  });

  it('offers the recording of an ended session and no Join, and says a cancelled one was refunded', async () => {
    serve(
      () => [],
      () => [
        mine('ended', { recordingUrl: 'https://video.example.dz/lesson-41' }),
        mine('cancelled', { id: 42, title: 'Sequences' }),
      ],
    );
    await renderWithApp(<MySessionsPage />, { namespaces: ['live'] });
    const recording = await screen.findByRole('link', {
      name: `${interpolate(en.recording.watchNamed, { title: liveSession().title })} ${en.recording.newTab}`,
    });
    expect(recording.getAttribute('href')).toBe('https://video.example.dz/lesson-41');
    expect(screen.getByText(en.mine.refunded)).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: /^Join/ })).toHaveLength(0);
  });

  it('pages the past sessions, the page in the address', async () => {
    const past = Array.from({ length: MY_PAST_PAGE_SIZE + 3 }, (_, i) =>
      mine('ended', { id: 100 + i, title: `Lesson ${i + 1}` }),
    );
    const api = serve(
      () => [],
      () => past,
    );
    const { user } = await renderWithApp(<MySessionsPage />, { namespaces: ['live'] });
    expect(await screen.findByText('Lesson 1')).toBeTruthy();
    expect(screen.queryByText(`Lesson ${MY_PAST_PAGE_SIZE + 1}`)).toBeNull();
    const pages = screen.getByRole('navigation', { name: en.mine.pastPages });
    await user.click(within(pages).getByRole('button', { name: /next/i }));
    expect(await screen.findByText(`Lesson ${MY_PAST_PAGE_SIZE + 1}`)).toBeTruthy();
    expect(screen.queryByText('Lesson 1')).toBeNull();
    const asked = api
      .callsTo('GET', '/points/my-live-sessions')
      .filter((c) => c.query.get('when') === 'past');
    expect(asked.map((c) => c.query.get('page'))).toEqual(['1', '2']);
  });

  it('opens on the past page the address names', async () => {
    const api = serve(
      () => [],
      () =>
        Array.from({ length: MY_PAST_PAGE_SIZE + 1 }, (_, i) =>
          mine('ended', { id: 100 + i, title: `Lesson ${i + 1}` }),
        ),
    );
    await renderWithApp(<MySessionsPage />, { namespaces: ['live'], route: '/TTHSession?past=2' });
    expect(await screen.findByText(`Lesson ${MY_PAST_PAGE_SIZE + 1}`)).toBeTruthy();
    const asked = api
      .callsTo('GET', '/points/my-live-sessions')
      .filter((c) => c.query.get('when') === 'past');
    expect(asked.map((c) => c.query.get('page'))).toEqual(['2']);
  });

  it('says nothing was booked yet, with the way to the live classes', async () => {
    serve(
      () => [],
      () => [],
    );
    await renderWithApp(<MySessionsPage />, { namespaces: ['live'] });
    expect(await screen.findByText(en.mine.none)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.mine.browse }).getAttribute('href')).toBe('/TTHLiveClasses');
  });
});
