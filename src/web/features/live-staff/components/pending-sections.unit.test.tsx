// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/en/common.json';
import en from '../../../locales/en/live-staff.json';
import { fakeApi } from '../../../test/fake-api';
import { liveSection } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { PENDING_SECTIONS_PAGE_SIZE } from '../../../lib/queries/pending-counts';
import { PendingSections } from './pending-sections';

const NS = { namespaces: ['live-staff'] };

function Queue() {
  const [page, setPage] = useState(1);
  return <PendingSections page={page} onPage={setPage} />;
}

describe('the live sections review queue', () => {
  it('pages the queue by its count, and shows the last page left when reviews empty the one shown', async () => {
    const waiting = Array.from({ length: PENDING_SECTIONS_PAGE_SIZE + 1 }, (_, i) =>
      liveSection(i + 1, { status: 'pending' }),
    );
    const api = fakeApi()
      .on('GET', '/admin/live-sections/pending-count', () => ({ count: waiting.length }))
      .on('GET', '/admin/live-sections/pending', ({ query }) => {
        const page = Number(query.get('page'));
        const limit = Number(query.get('limit'));
        return waiting.slice((page - 1) * limit, page * limit);
      })
      .on('PUT', '/admin/live-sections/:id/approve', ({ params }) => {
        const at = waiting.findIndex((s) => s.id === Number(params.id));
        const [approved] = waiting.splice(at, 1);
        return { ...approved!, status: 'approved' };
      });
    const { user } = await renderWithApp(<Queue />, NS);
    expect(await screen.findByRole('heading', { name: 'Section 1' })).toBeTruthy();
    const pages = await screen.findByRole('navigation', { name: en.admin.sectionsPages });
    await user.click(within(pages).getByRole('button', { name: common.pagination.next }));
    const last = `Section ${PENDING_SECTIONS_PAGE_SIZE + 1}`;
    expect(await screen.findByRole('heading', { name: last })).toBeTruthy();

    const card = screen.getByRole('article', { name: last });
    await user.click(within(card).getByRole('button', { name: new RegExp(`^${en.admin.approve}`) }));
    expect(await screen.findByRole('heading', { name: 'Section 1' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: en.admin.sectionsPages })).toBeNull(),
    );
    const asked = api.callsTo('GET', '/admin/live-sections/pending').map((c) => c.query.get('page'));
    expect(asked).toEqual(expect.arrayContaining(['1', '2']));
    expect(asked.at(-1)).toBe('1');
  });
});
