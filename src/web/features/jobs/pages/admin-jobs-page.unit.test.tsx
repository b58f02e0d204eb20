// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminJob, AdminJobsResponse } from '../../../../contract/jobs';
import enErrors from '../../../locales/en/errors.json';
import en from '../../../locales/en/jobs.json';
import { fakeApi, reply } from '../../../test/fake-api';
import { interpolate } from '../../../test/interpolate';
import { renderWithApp } from '../../../test/render';
import AdminJobsPage from './admin-jobs-page';

const failed: AdminJob = {
  id: 41,
  name: 'quizzes.close-attempt',
  status: 'failed',
  recurring: false,
  everyMs: null,
  attempts: 5,
  maxAttempts: 5,
  runAt: '2026-11-24T05:00:00.000Z',
  lastError: 'connect ECONNREFUSED 10.0.0.7:5432',
  createdAt: '2026-11-24T04:00:00.000Z',
  finishedAt: '2026-11-24T05:10:00.000Z',
};
const recurring: AdminJob = {
  ...failed,
  id: 7,
  name: 'payments.expire-checkouts',
  status: 'pending',
  recurring: true,
  everyMs: 600_000,
  attempts: 0,
  maxAttempts: 3,
  lastError: null,
  finishedAt: null,
};

const page = (jobs: AdminJob[], failedCount: number): AdminJobsResponse => ({
  jobs,
  pagination: { page: 1, limit: 20, total: jobs.length, totalPages: 1 },
  counts: { pending: 1, running: 0, done: 12, failed: failedCount, retrying: 0 },
});

describe('/admin/jobs', () => {
  it('shows each job by what it does, its schedule and last error, and retries a failed one', async () => {
    let retried = false;
    const api = fakeApi()
      .on('GET', '/admin/jobs', () => (retried ? page([recurring], 0) : page([failed, recurring], 1)))
      .on('POST', '/admin/jobs/:id/retry', () => {
        retried = true;
        return { ...failed, status: 'pending', attempts: 0, finishedAt: null };
      });
    const { user } = await renderWithApp(<AdminJobsPage />, { namespaces: ['jobs'], route: '/admin/jobs' });

    const list = await screen.findByRole('list', { name: en.list.title }, { timeout: 5_000 });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: en.names.quizzes_close_attempt })).toBeTruthy();
    expect(first!.textContent).toContain('connect ECONNREFUSED 10.0.0.7:5432');
    expect(first!.textContent).toContain(interpolate(en.list.attemptsOf, { attempts: 5, max: 5 }));
    expect(second!.textContent).toContain(interpolate(en.every.minutes_other, { count: 10 }));
    expect(within(second!).queryByRole('button')).toBeNull();

    await user.click(
      within(first!).getByRole('button', { name: interpolate(en.list.retryNamed, { id: 41 }) }),
    );
    await screen.findByText(interpolate(en.list.retried, { id: 41 }));
    expect(api.callsTo('POST', '/admin/jobs/:id/retry').map((c) => c.params.id)).toEqual(['41']);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: en.list.title })).getAllByRole('listitem')).toHaveLength(
        1,
      ),
    );
  }, 15_000);

  it('says why a retry was refused', async () => {
    fakeApi()
      .on('GET', '/admin/jobs', page([failed], 1))
      .on('POST', '/admin/jobs/:id/retry', reply(409, { error: 'Only a failed job can be retried' }));
    const { user } = await renderWithApp(<AdminJobsPage />, { namespaces: ['jobs'], route: '/admin/jobs' });
    await user.click(
      await screen.findByRole(
        'button',
        { name: interpolate(en.list.retryNamed, { id: 41 }) },
        { timeout: 5_000 },
      ),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(enErrors['Only a failed job can be retried']);
  }, 15_000);

  it('filters by a count and keeps the filter in the address', async () => {
    const api = fakeApi().on('GET', '/admin/jobs', page([failed], 1));
    const { user } = await renderWithApp(<AdminJobsPage />, { namespaces: ['jobs'], route: '/admin/jobs' });
    const counts = await screen.findByRole('list', { name: en.counts.label }, { timeout: 5_000 });
    await user.click(within(counts).getByRole('button', { name: new RegExp(en.counts.retrying) }));
    await waitFor(() => expect(api.calls.at(-1)!.query.get('errors')).toBe('true'));
    expect(api.calls.at(-1)!.query.get('status')).toBe('pending');
    expect(
      within(counts)
        .getByRole('button', { name: new RegExp(en.counts.retrying) })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  }, 15_000);
});
