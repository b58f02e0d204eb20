// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LiveSession, LiveSessionBody } from '../../../../contract/live';
import en from '../../../locales/en/live-staff.json';
import enErrors from '../../../locales/en/errors.json';
import { fakeApi, reply } from '../../../test/fake-api';
import { courseList } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { useCreateLiveSession } from '../api/create-live-session';
import { blankSessionDraft, isoToLocal, localToIso } from './session-draft';
import { SessionForm } from './session-form';

/** The form wired to the real create call, as the page wires it, for professor 5. */
function Harness() {
  const create = useCreateLiveSession();
  return (
    <SessionForm
      mode="create"
      initial={blankSessionDraft()}
      pending={create.isPending}
      serverError={create.error}
      submitLabel={en.form.submit}
      onSubmit={(body) => create.mutate({ professorId: 5, body })}
    />
  );
}

async function openForm(answer: unknown) {
  const api = fakeApi()
    .on('GET', '/courses', courseList([]))
    .on('POST', '/professors/:id/live-sessions', answer);
  const rendered = await renderWithApp(<Harness />, { namespaces: ['live-staff'] });
  const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
  return { ...rendered, api, field, submit: screen.getByRole('button', { name: en.form.submit }) };
}

const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** Tomorrow at 18:30 in the test's own zone, as a `datetime-local` input holds it. */
function tomorrowEvening(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  date.setHours(18, 30, 0, 0);
  return isoToLocal(date.toISOString());
}

describe('the schedule form', () => {
  it('refuses a missing title, time and a too long duration before sending anything', async () => {
    const { user, api, field, submit } = await openForm({});
    await user.clear(field(en.form.duration));
    await user.type(field(en.form.duration), '600');
    await user.click(submit);
    const title = field(en.form.title);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(title)).toContain(enErrors['Title is required']);
    expect(describedText(field(en.form.when))).toContain(enErrors['Enter a date and time']);
    expect(describedText(field(en.form.duration))).toContain(enErrors['Duration is 15 to 480 minutes']);
    expect(screen.getByText(en.form.fixErrors)).toBeTruthy();
    expect(api.callsTo('POST', '/professors/:id/live-sessions')).toEqual([]);
  });

  it('refuses a meeting link that is not https and a time in the past', async () => {
    const { user, api, field, submit } = await openForm({});
    await user.type(field(en.form.title), 'Revision');
    await user.type(field(en.form.when), '2020-01-01T10:00');
    await user.type(field(en.form.meetingUrl), 'http://meet.example.org/room');
    await user.click(submit);
    expect(describedText(field(en.form.meetingUrl))).toContain(
      enErrors['The meeting link must be an https:// address'],
    );
    expect(describedText(field(en.form.when))).toContain(enErrors['must be in the future']);
    expect(api.callsTo('POST', '/professors/:id/live-sessions')).toEqual([]);
  });

  it('sends the time with the viewer’s offset, the numbers as numbers and the tags as a list', async () => {
    const created = { id: 9 } as LiveSession;
    const { user, api, field, submit } = await openForm(reply(201, created));
    const when = tomorrowEvening();
    await user.type(field(en.form.title), 'Revision: waves');
    await user.type(field(en.form.when), when);
    await user.clear(field(en.form.maxAttendees));
    await user.type(field(en.form.maxAttendees), '25');
    await user.clear(field(en.form.price));
    await user.type(field(en.form.price), '300');
    await user.type(field(en.form.tags), 'physics, bac ،waves');
    await user.click(submit);
    await waitFor(() => expect(api.callsTo('POST', '/professors/5/live-sessions')).toHaveLength(1));
    const body = api.callsTo('POST', '/professors/5/live-sessions')[0]!.body as LiveSessionBody;
    expect(body).toMatchObject({
      title: 'Revision: waves',
      duration: 60,
      maxAttendees: 25,
      price: 300,
      tags: ['physics', 'bac', 'waves'],
    });
    expect(body.scheduledAt).toMatch(/^\d{4}-\d{2}-\d{2}T18:30:00[+-]\d{2}:\d{2}$/);
    expect(body.scheduledAt).toBe(localToIso(when));
    expect(new Date(body.scheduledAt).getTime()).toBe(new Date(`${when}:00`).getTime());
    expect(body).not.toHaveProperty('meetingUrl');
  });

  it('shows a server refusal at the field it names, translated, and clears it once the field changes', async () => {
    const { user, field, submit } = await openForm(
      reply(400, { error: 'maxAttendees: At most 10000 attendees' }),
    );
    await user.type(field(en.form.title), 'Revision');
    await user.type(field(en.form.when), tomorrowEvening());
    await user.click(submit);
    const seats = field(en.form.maxAttendees);
    await waitFor(() => expect(seats.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(seats)).toContain(enErrors['At most 10000 attendees']);
    await user.type(seats, '0');
    expect(seats.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a refusal that names no field above the button, translated', async () => {
    const { user, field, submit } = await openForm(
      reply(403, { error: 'You can only schedule your own sessions' }),
    );
    await user.type(field(en.form.title), 'Revision');
    await user.type(field(en.form.when), tomorrowEvening());
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toContain(
      enErrors['You can only schedule your own sessions'],
    );
  });
});
