// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/live.json';
import { fakeApi } from '../../../test/fake-api';
import { liveSection } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { LIVE_SECTIONS_PAGE_SIZE } from '../api/list-live-sections';
import LiveClassesPage from './live-classes-page';

const NS = { namespaces: ['live'], route: '/TTHLiveClasses' };

describe('the live sections on /TTHLiveClasses', () => {
  it('shows a dozen, then more on demand, until there are no more', async () => {
    const all = Array.from({ length: LIVE_SECTIONS_PAGE_SIZE + 3 }, (_, i) => liveSection(i + 1));
    const api = fakeApi()
      .on('GET', '/live-sessions', {
        sessions: [],
        pagination: { page: 1, limit: 12, total: 0, totalPages: 0 },
      })
      .on('GET', '/live-sections', ({ query }) => {
        const page = Number(query.get('page'));
        const limit = Number(query.get('limit'));
        return all.slice((page - 1) * (limit - 1), (page - 1) * (limit - 1) + limit);
      });
    const { user } = await renderWithApp(<LiveClassesPage />, NS);
    expect(await screen.findByText('Section 1')).toBeTruthy();
    expect(screen.queryByText(`Section ${LIVE_SECTIONS_PAGE_SIZE + 1}`)).toBeNull();

    await user.click(screen.getByRole('button', { name: en.classes.moreSections }));
    expect(await screen.findByText(`Section ${LIVE_SECTIONS_PAGE_SIZE + 3}`)).toBeTruthy();
    expect(screen.getByText('Section 1')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: en.classes.moreSections })).toBeNull());
    expect(
      api.callsTo('GET', '/live-sections').map((c) => [c.query.get('page'), c.query.get('limit')]),
    ).toEqual([
      ['1', String(LIVE_SECTIONS_PAGE_SIZE + 1)],
      ['2', String(LIVE_SECTIONS_PAGE_SIZE + 1)],
    ]);
  });
});
