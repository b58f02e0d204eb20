// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en/live.json';
import { establishSession, expireSession } from '../../../lib/session';
import { fakeApi, reply } from '../../../test/fake-api';
import { liveSession, signedInUser } from '../../../test/fixtures';
import { interpolate } from '../../../test/interpolate';
import { renderWithApp } from '../../../test/render';
import LiveClassesPage from '../pages/live-classes-page';

const NS = { namespaces: ['live'], route: '/TTHLiveClasses' };
const page = <T,>(sessions: T[]) => ({
  sessions,
  pagination: { page: 1, limit: 12, total: sessions.length, totalPages: 1 },
});
const buyButton = () =>
  screen.findByRole('button', { name: interpolate(en.buy.buyNamed, { title: liveSession().title }) });

function signInAs(role: 'student' | 'professor') {
  establishSession({ token: 'test-token', user: signedInUser({ role }), agoraUid: 12, agoraRtmToken: null });
}

describe('buying a live session on /TTHLiveClasses', () => {
  beforeEach(() => signInAs('student'));
  afterEach(() => expireSession());

  it('asks before spending, sends the price shown, then points to the booked seat', async () => {
    let bought = false;
    const api = fakeApi()
      .on('GET', '/live-sessions', () => page([liveSession({ attendeesCount: bought ? 3 : 2 })]))
      .on('GET', '/live-sections', [])
      .on('GET', '/points/my-live-sessions', () =>
        page(
          bought
            ? [
                {
                  ...liveSession(),
                  purchased_at: '2030-03-02T10:00:00.000Z',
                  amount_paid: 300,
                  source: 'session',
                },
              ]
            : [],
        ),
      )
      .on('GET', '/points/balance', { balance: 1000 })
      .on('POST', '/live-sessions/:id/purchase', () => {
        bought = true;
        return { session_id: 41, amount_paid: 300, balance: 700, transaction_id: 9 };
      });
    const { user } = await renderWithApp(<LiveClassesPage />, NS);
    expect(await screen.findByText(interpolate(en.facts.seatsLeft_other, { count: 28 }))).toBeTruthy();

    await user.click(await buyButton());
    const dialog = await screen.findByRole('dialog', { name: en.buy.confirmTitle });
    expect(api.callsTo('POST', '/live-sessions/:id/purchase')).toHaveLength(0);
    await within(dialog).findByText('700 points');
    await user.click(
      within(dialog).getByRole('button', { name: interpolate(en.buy.confirm, { price: '300 points' }) }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/live-sessions/:id/purchase').map((c) => [c.params.id, c.body])).toEqual([
      ['41', { amount_paid: 300 }],
    ]);
    expect(await screen.findByRole('link', { name: en.buy.owned })).toBeTruthy();
    // Which of the page's sessions the student holds, not every session they ever bought.
    expect(api.callsTo('GET', '/points/my-live-sessions').map((c) => c.query.get('ids'))).toContain('41');
    expect(api.callsTo('GET', '/points/my-live-sessions').every((c) => c.query.get('ids') === '41')).toBe(
      true,
    );
    expect(
      screen.queryByRole('button', { name: interpolate(en.buy.buyNamed, { title: liveSession().title }) }),
    ).toBeNull();
  });

  it('says when points are short, with the way to top up, and keeps the seat unbought', async () => {
    fakeApi()
      .on('GET', '/live-sessions', page([liveSession()]))
      .on('GET', '/live-sections', [])
      .on('GET', '/points/my-live-sessions', page([]))
      .on('GET', '/points/balance', { balance: 100 })
      .on('POST', '/live-sessions/:id/purchase', reply(402, { error: 'Insufficient points' }));
    const { user } = await renderWithApp(<LiveClassesPage />, NS);
    await user.click(await buyButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: interpolate(en.buy.confirm, { price: '300 points' }) }),
    );
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(en.buy.insufficient);
    expect(within(alert).getByRole('link', { name: en.buy.topUp }).getAttribute('href')).toBe('/points');
  });

  it('shows the new price when the session was repriced, and buys at it on the second confirmation', async () => {
    let price = 300;
    const api = fakeApi()
      .on('GET', '/live-sessions', () => page([liveSession({ price })]))
      .on('GET', '/live-sections', [])
      .on('GET', '/points/my-live-sessions', page([]))
      .on('GET', '/points/balance', { balance: 1000 })
      .on('POST', '/live-sessions/:id/purchase', ({ body }) => {
        if ((body as { amount_paid: number }).amount_paid !== 450)
          return reply(409, { error: 'Price changed' });
        return { session_id: 41, amount_paid: 450, balance: 550, transaction_id: 10 };
      });
    const { user } = await renderWithApp(<LiveClassesPage />, NS);
    await user.click(await buyButton());
    const dialog = await screen.findByRole('dialog');
    price = 450;
    await user.click(
      within(dialog).getByRole('button', { name: interpolate(en.buy.confirm, { price: '300 points' }) }),
    );
    expect(
      (await within(dialog).findByText(interpolate(en.buy.priceChanged, { price: '450 points' })))
        .textContent,
    ).toBeTruthy();
    await user.click(
      within(dialog).getByRole('button', { name: interpolate(en.buy.confirm, { price: '450 points' }) }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/live-sessions/:id/purchase').map((c) => c.body)).toEqual([
      { amount_paid: 300 },
      { amount_paid: 450 },
    ]);
  });

  it('translates a full session’s refusal', async () => {
    fakeApi()
      .on('GET', '/live-sessions', page([liveSession()]))
      .on('GET', '/live-sections', [])
      .on('GET', '/points/my-live-sessions', page([]))
      .on('GET', '/points/balance', { balance: 1000 })
      .on('POST', '/live-sessions/:id/purchase', reply(409, { error: 'Session is full' }));
    const { user } = await renderWithApp(<LiveClassesPage />, NS);
    await user.click(await buyButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: interpolate(en.buy.confirm, { price: '300 points' }) }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBe(en.buy.full);
  });
});

describe('visitors on /TTHLiveClasses', () => {
  beforeEach(() => expireSession());

  it('are sent to log in instead of buying', async () => {
    fakeApi()
      .on('GET', '/live-sessions', page([liveSession()]))
      .on('GET', '/live-sections', []);
    await renderWithApp(<LiveClassesPage />, NS);
    const link = await screen.findByRole('link', { name: en.buy.signInToBuy });
    expect(link.getAttribute('href')).toBe('/login?next=%2FTTHLiveClasses');
    expect(screen.queryByRole('button', { name: en.buy.button })).toBeNull();
  });
});
