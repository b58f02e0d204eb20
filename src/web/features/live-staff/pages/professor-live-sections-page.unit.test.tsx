// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/live-staff.json';
import { fakeApi } from '../../../test/fake-api';
import { liveSection } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { MY_SECTIONS_PAGE_SIZE } from '../api/list-my-sections';
import ProfessorLiveSectionsPage from './professor-live-sections-page';

describe("a professor's own sections on /professor/live-sections", () => {
  it('shows a page of them, then more on demand, until there are no more', async () => {
    const mine = Array.from({ length: MY_SECTIONS_PAGE_SIZE + 2 }, (_, i) => liveSection(i + 1));
    const api = fakeApi().on('GET', '/professor/live-sections', ({ query }) => {
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      return mine.slice((page - 1) * (limit - 1), (page - 1) * (limit - 1) + limit);
    });
    const { user } = await renderWithApp(<ProfessorLiveSectionsPage />, {
      namespaces: ['live-staff'],
      route: '/professor/live-sections',
    });
    expect(await screen.findByText('Section 1')).toBeTruthy();
    expect(screen.getByText(`Section ${MY_SECTIONS_PAGE_SIZE}`)).toBeTruthy();
    expect(screen.queryByText(`Section ${MY_SECTIONS_PAGE_SIZE + 1}`)).toBeNull();

    await user.click(screen.getByRole('button', { name: en.sections.more }));
    expect(await screen.findByText(`Section ${MY_SECTIONS_PAGE_SIZE + 2}`)).toBeTruthy();
    expect(screen.getByText('Section 1')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: en.sections.more })).toBeNull());
    expect(
      api.callsTo('GET', '/professor/live-sections').map((c) => [c.query.get('page'), c.query.get('limit')]),
    ).toEqual([
      ['1', String(MY_SECTIONS_PAGE_SIZE + 1)],
      ['2', String(MY_SECTIONS_PAGE_SIZE + 1)],
    ]);
  });

  it('shows a section once when one written meanwhile moves the next page down', async () => {
    const mine = Array.from({ length: MY_SECTIONS_PAGE_SIZE + 2 }, (_, i) => liveSection(i + 1));
    fakeApi().on('GET', '/professor/live-sections', ({ query }) => {
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      // Sent for review between the two reads: newest first, it moves every later section down by one.
      if (page === 2) mine.unshift(liveSection(99));
      return mine.slice((page - 1) * (limit - 1), (page - 1) * (limit - 1) + limit);
    });
    const { user } = await renderWithApp(<ProfessorLiveSectionsPage />, {
      namespaces: ['live-staff'],
      route: '/professor/live-sections',
    });
    expect(await screen.findByText(`Section ${MY_SECTIONS_PAGE_SIZE}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: en.sections.more }));
    expect(await screen.findByText(`Section ${MY_SECTIONS_PAGE_SIZE + 2}`)).toBeTruthy();
    expect(screen.getAllByText(`Section ${MY_SECTIONS_PAGE_SIZE}`)).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(MY_SECTIONS_PAGE_SIZE + 2);
  });
});
