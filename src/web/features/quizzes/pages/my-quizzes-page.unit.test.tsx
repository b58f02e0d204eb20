// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Quiz } from '../../../../contract/quizzes';
import common from '../../../locales/en/common.json';
import en from '../../../locales/en/quizzes.json';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { MY_QUIZZES_PAGE_SIZE } from '../api/list-my-quizzes';
import MyQuizzesPage from './my-quizzes-page';

const NS = { namespaces: ['quizzes'] };

function quiz(id: number): Quiz {
  return {
    id,
    course_id: 7,
    course_title: 'Physics 3AS',
    title: `Quiz ${id}`,
    description: '',
    created_by: 3,
    professor_name: 'Prof. Amina',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    time_limit: 20,
    passing_score: 60,
    max_attempts: 3,
    status: 'approved',
    is_approved: true,
    is_active: true,
    rejection_reason: null,
    questions: [],
    material_name: 'Physics',
    speciality_name: null,
    year_name: null,
    level_name: null,
    language_name: null,
    language_level_name: null,
    attempts_count: 0,
  };
}

/** The professor's quizzes as the API pages them: `all` newest first, deleted ones gone. */
function serve(all: Quiz[]) {
  return fakeApi()
    .on('GET', '/quizzes/my-quizzes', ({ query }) => {
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      return {
        quizzes: all.slice((page - 1) * limit, page * limit),
        pagination: { page, limit, total: all.length, totalPages: Math.ceil(all.length / limit) },
      };
    })
    .on('DELETE', '/quizzes/:id', ({ params }) => {
      all.splice(
        all.findIndex((q) => q.id === Number(params.id)),
        1,
      );
      return { message: 'Quiz deleted', deleted: true };
    });
}

describe('/professor/my-quizzes', () => {
  it('pages his quizzes, and goes back a page when the last quiz of a page is deleted', async () => {
    const quizzes = Array.from({ length: MY_QUIZZES_PAGE_SIZE + 1 }, (_, i) => quiz(100 - i));
    const api = serve(quizzes);
    const { user } = await renderWithApp(<MyQuizzesPage />, NS);
    expect(await screen.findByRole('heading', { name: 'Quiz 100' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(MY_QUIZZES_PAGE_SIZE);

    const pages = screen.getByRole('navigation', { name: en.mine.pages });
    await user.click(within(pages).getByRole('button', { name: common.pagination.next }));
    const last = `Quiz ${100 - MY_QUIZZES_PAGE_SIZE}`;
    expect(await screen.findByRole('heading', { name: last })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: `${en.mine.delete}: ${last}` }));
    const dialog = await screen.findByRole('dialog', { name: en.mine.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: en.mine.delete }));
    expect(await screen.findByRole('heading', { name: 'Quiz 100' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(MY_QUIZZES_PAGE_SIZE));
    expect(screen.queryByRole('navigation', { name: en.mine.pages })).toBeNull();
    expect(api.callsTo('GET', '/quizzes/my-quizzes').map((c) => c.query.get('page'))).toEqual(
      expect.arrayContaining(['1', '2']),
    );
    expect(api.callsTo('DELETE', '/quizzes/:id').map((c) => c.params.id)).toEqual([
      String(100 - MY_QUIZZES_PAGE_SIZE),
    ]);
  });
});
