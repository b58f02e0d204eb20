// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { LiveSection } from '../../../../contract/live';
import common from '../../../locales/en/common.json';
import en from '../../../locales/en/live-staff.json';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { PENDING_SECTIONS_PAGE_SIZE } from '../../../lib/queries/pending-counts';
import { PendingSections } from './pending-sections';

const NS = { namespaces: ['live-staff'] };

function section(id: number): LiveSection {
  return {
    id,
    professorId: 3,
    professorName: 'Prof. Amina',
    title: `Section ${id}`,
    description: '',
    price: 1200,
    material_id: null,
    language_level_id: null,
    status: 'pending',
    rejection_reason: null,
    sessionIds: [1, 2, 3],
    createdAt: '2026-11-20T09:00:00.000Z',
  };
}

function Queue() {
  const [page, setPage] = useState(1);
  return <PendingSections page={page} onPage={setPage} />;
}

describe('the live sections review queue', () => {
  it('pages the queue by its count, and shows the last page left when reviews empty the one shown', async () => {
    const waiting = Array.from({ length: PENDING_SECTIONS_PAGE_SIZE + 1 }, (_, i) => section(i + 1));
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
