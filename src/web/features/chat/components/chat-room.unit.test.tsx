// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../contract/realtime';
import en from '../../../locales/en/chat.json';
import { realtime } from '../../../lib/realtime/realtime';
import { establishSession, expireSession } from '../../../lib/session';
import { fakeApi, reply, type FakeApi } from '../../../test/fake-api';
import { fakeSockets, type FakeSockets } from '../../../test/fake-socket';
import { signedInUser } from '../../../test/fixtures';
import { interpolate } from '../../../test/interpolate';
import { renderWithApp } from '../../../test/render';
import ChatRoom, { canDeleteMessage } from './chat-room';

const ME = 12;
const PROFESSOR = 7;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function message(id: number, userId: number, text: string, createdAt = minutesAgo(1)): ChatMessage {
  const userName = userId === ME ? 'Amine Saidi' : userId === PROFESSOR ? 'Karim Benali' : 'Lina Haddad';
  return { id, roomId: '41', userId, userName, text, createdAt };
}

const history = [
  message(1, PROFESSOR, 'Welcome to the session', minutesAgo(30)),
  message(2, ME, 'Thank you, sir', minutesAgo(20)),
  message(3, 20, 'See https://example.com <b>here</b>'),
  message(4, ME, 'Page 12?'),
];

let sockets: FakeSockets;
let api: FakeApi;

function serve(messages: ChatMessage[] = history) {
  api = fakeApi()
    .on('GET', '/chat-messages/:id', () => ({ messages, hasMore: false }))
    .on('GET', '/chat-notifications/:id', { unseen_count: 2, last_seen_message_id: 2 })
    .on('POST', '/chat-notifications/:id/mark-seen', (request) => ({
      unseen_count: 0,
      last_seen_message_id: (request.body as { lastSeenMessageId: number }).lastSeenMessageId,
    }));
  return api;
}

async function open(role: 'student' | 'professor' = 'student') {
  establishSession({
    token: 'test-token',
    user: signedInUser({ id: role === 'student' ? ME : PROFESSOR, role }),
    agoraUid: 1,
    agoraRtmToken: null,
  });
  realtime.start();
  sockets.latest().accept(ME);
  const rendered = await renderWithApp(<ChatRoom roomId="41" professorId={PROFESSOR} title="Limits" />, {
    namespaces: ['chat'],
  });
  const log = await screen.findByRole('log', { name: interpolate(en.titleNamed, { title: 'Limits' }) });
  await within(log).findByText('Page 12?', {}, { timeout: 5000 });
  return { ...rendered, log };
}

beforeEach(() => {
  sockets = fakeSockets({ stubGlobal: true });
});
afterEach(() => {
  realtime.stop();
  expireSession();
});

describe('the chat panel', () => {
  it('shows the history with the new-messages marker, follows the room and marks the newest seen', async () => {
    serve();
    const { log } = await open();
    const texts = within(log)
      .getAllByText(/./, { selector: 'p[dir="auto"]' })
      .map((p) => p.textContent);
    expect(texts).toEqual(history.map((m) => m.text));
    // Links and markup are plain text.
    expect(log.querySelector('a, b')).toBeNull();
    expect(within(log).getAllByText(en.you)).toHaveLength(2);
    // The marker sits before the first message after the last one seen (2).
    const marker = await within(log).findByRole('separator');
    expect(marker.textContent).toBe(en.newMessages);
    expect(marker.nextElementSibling?.textContent).toContain('Lina Haddad');
    expect(sockets.latest().sent).toContainEqual({ type: 'subscribe', roomId: '41' });
    await waitFor(() => expect(api.callsTo('POST', '/chat-notifications/:id/mark-seen')).toHaveLength(1), {
      timeout: 4000,
    });
    expect(api.callsTo('POST', '/chat-notifications/:id/mark-seen')[0]!.body).toEqual({
      lastSeenMessageId: 4,
    });
    expect(api.callsTo('GET', '/chat-messages/:id')[0]!.query.get('limit')).toBe('50');
  });

  it('sends on Enter and keeps Shift+Enter for a new line', async () => {
    serve().on('POST', '/chat-messages/:id', (request) =>
      reply(201, message(5, ME, (request.body as { message_text: string }).message_text)),
    );
    const { user, log } = await open();
    const input = screen.getByRole('textbox', { name: en.composer.label });
    await user.type(input, 'first line{Shift>}{Enter}{/Shift}second line');
    expect((input as HTMLTextAreaElement).value).toBe('first line\nsecond line');
    expect(api.callsTo('POST', '/chat-messages/:id')).toHaveLength(0);
    await user.type(input, '{Enter}');
    await waitFor(() => expect(api.callsTo('POST', '/chat-messages/:id')).toHaveLength(1));
    expect(api.callsTo('POST', '/chat-messages/:id')[0]!.body).toEqual({
      message_text: 'first line\nsecond line',
    });
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''));
    expect(within(log).getByText(/first line/).textContent).toBe('first line\nsecond line');
  });

  it('appends pushed messages, drops deleted ones and counts what arrived for others', async () => {
    serve();
    const { log } = await open();
    sockets.latest().push({ type: 'chat.message', roomId: '41', message: message(9, 20, 'Live question') });
    sockets.latest().push({ type: 'chat.message', roomId: '99', message: message(10, 20, 'Other room') });
    expect(await within(log).findByText('Live question')).toBeTruthy();
    expect(within(log).queryByText('Other room')).toBeNull();
    sockets.latest().push({ type: 'chat.deleted', roomId: '41', messageId: 3 });
    await waitFor(() => expect(within(log).queryByText(/example\.com/)).toBeNull());
    expect(within(log).getAllByText(/./, { selector: 'p[dir="auto"]' })).toHaveLength(4);
  });

  it('offers delete on one’s own recent messages only; the professor deletes any', async () => {
    serve().on('DELETE', '/chat-messages/:id/:messageId', reply(204));
    const { user, log } = await open();
    const deletes = within(log).getAllByRole('button', { name: interpolate(en.delete, { name: en.you }) });
    // Message 2 is 20 minutes old: only message 4 can still be deleted.
    expect(deletes).toHaveLength(1);
    expect(within(log).queryByRole('button', { name: /Lina Haddad/ })).toBeNull();
    await user.click(deletes[0]!);
    await waitFor(() => expect(within(log).queryByText('Page 12?')).toBeNull());
    expect(api.callsTo('DELETE', '/chat-messages/:id/:messageId')[0]!.params).toEqual({
      id: '41',
      messageId: '4',
    });

    const viewer = { id: PROFESSOR, role: 'professor' };
    expect(history.filter((m) => canDeleteMessage(m, viewer, PROFESSOR, Date.now()))).toHaveLength(4);
    expect(
      history.filter((m) => canDeleteMessage(m, { id: 99, role: 'admin' }, PROFESSOR, Date.now())),
    ).toHaveLength(4);
    expect(
      history.filter((m) => canDeleteMessage(m, { id: 20, role: 'student' }, PROFESSOR, Date.now())),
    ).toEqual([history[2]]);
  });

  it('reads the messages missed while disconnected and joins the room again', async () => {
    serve();
    await open();
    api.on('GET', '/chat-messages/:id', (request) =>
      request.query.get('after') === '4'
        ? { messages: [message(6, 20, 'Said while you were away')], hasMore: false }
        : { messages: history, hasMore: false },
    );
    sockets.latest().drop(1006);
    expect(await screen.findByText(en.reconnecting)).toBeTruthy();
    await waitFor(() => expect(sockets.all).toHaveLength(2), { timeout: 3000 });
    sockets.latest().accept(ME);
    expect(await screen.findByText('Said while you were away')).toBeTruthy();
    expect(sockets.latest().sent).toContainEqual({ type: 'subscribe', roomId: '41' });
  });

  it('says why when the server refuses: not a participant, too fast', async () => {
    serve().on('POST', '/chat-messages/:id', reply(429, { error: 'Too many requests' }));
    const { user } = await open();
    await user.type(screen.getByRole('textbox', { name: en.composer.label }), 'Hello{Enter}');
    expect(await screen.findByText(en.errors.slowDown)).toBeTruthy();

    api.on('GET', '/chat-messages/:id', reply(403, { error: 'Forbidden' }));
    sockets.latest().push({ type: 'error', code: 403, roomId: '41' });
    expect(await screen.findByText(en.errors.forbidden)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the unseen count on a card’s chat button, counts pushed messages and clears when read', async () => {
    serve();
    establishSession({
      token: 'test-token',
      user: signedInUser({ id: ME }),
      agoraUid: 1,
      agoraRtmToken: null,
    });
    realtime.start();
    sockets.latest().accept(ME);
    const { user } = await renderWithApp(
      <ChatRoom roomId="41" professorId={PROFESSOR} title="Limits" variant="disclosure" />,
      { namespaces: ['chat'] },
    );
    const unseen = (count: number) =>
      `${en.open}${count}${interpolate(en.unseen_other, { count })}`.replace(/\s/g, '');
    const button = await screen.findByRole('button', { name: new RegExp(`^${en.open}`) });
    await waitFor(() => expect(button.textContent?.replace(/\s/g, '')).toBe(unseen(2)));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(api.callsTo('GET', '/chat-messages/:id')).toHaveLength(0);

    sockets.latest().push({ type: 'chat.message', roomId: '41', message: message(5, 20, 'Anyone?') });
    sockets
      .latest()
      .push({ type: 'chat.message', roomId: '41', message: message(6, ME, 'Me, from another tab') });
    await waitFor(() => expect(button.textContent?.replace(/\s/g, '')).toBe(unseen(3)));

    await user.click(button);
    const log = await screen.findByRole('log');
    expect(document.activeElement).toBe(
      screen.getByRole('region', { name: interpolate(en.titleNamed, { title: 'Limits' }) }),
    );
    await within(log).findByText('Page 12?');
    await waitFor(() => expect(api.callsTo('POST', '/chat-notifications/:id/mark-seen')).toHaveLength(1), {
      timeout: 4000,
    });
    expect(screen.queryByText(interpolate(en.unseen_other, { count: 3 }))).toBeNull();
  });

  it('shows a counter near the 2,000-character limit', async () => {
    serve();
    const { user } = await open();
    const input = screen.getByRole('textbox', { name: en.composer.label });
    await user.click(input);
    await user.paste('x'.repeat(1_799));
    expect(screen.queryByText(/characters left/)).toBeNull();
    await user.paste('y');
    expect(screen.getByText(interpolate(en.composer.left_other, { count: 200 }))).toBeTruthy();
    expect(input.getAttribute('maxlength')).toBe('2000');
  });
});
