// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProfessorResults } from '../../../../contract/quizzes';
import common from '../../../locales/en/common.json';
import en from '../../../locales/en/quizzes.json';
import { fakeApi, type FakeRequest } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import QuizResultsPage from './quiz-results-page';

const NS = { namespaces: ['quizzes'] };

// uPlot draws on a canvas jsdom does not have; the chart's figures are beside the subject here (paging).
vi.mock('../../../components/charts/category-bar-chart', () => ({
  CategoryBarChart: ({ title }: { title: string }) => <p>{title}</p>,
}));

const quizzes = [
  { id: 1, title: 'Newton’s laws', attempts: 45 },
  { id: 2, title: 'Optics', attempts: 3 },
];

/** The API's answer: `total` attempts of the chosen quiz (or of all), a page of them, each quiz's totals. */
function answer({ query }: FakeRequest): ProfessorResults {
  const quizId = query.get('quizId') ? Number(query.get('quizId')) : null;
  const chosen = quizzes.filter((q) => quizId === null || q.id === quizId);
  const total = chosen.reduce((sum, q) => sum + q.attempts, 0);
  const page = Number(query.get('page'));
  const limit = Number(query.get('limit'));
  const shown = Math.max(0, Math.min(limit, total - (page - 1) * limit));
  return {
    total_attempts: total,
    average_score: 70,
    passed_attempts: total - 1,
    distribution: [0, 0, 0, 0, 0, 1, 0, total - 1, 0, 0],
    attempts: Array.from({ length: shown }, (_, i) => ({
      id: 1000 + (page - 1) * limit + i,
      studentId: 50 + i,
      studentName: `Student ${(page - 1) * limit + i + 1}`,
      studentEmail: `s${i}@example.dz`,
      score: 7,
      totalPoints: 10,
      percentage: 70,
      passed: true,
      status: 'submitted',
      startedAt: '2026-11-20T09:00:00.000Z',
      completedAt: '2026-11-20T09:10:00.000Z',
      timeSpent: 600,
      quizId: chosen[0]!.id,
      quizTitle: chosen[0]!.title,
    })),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    quizzes: quizzes.map((q) => ({
      id: q.id,
      title: q.title,
      course_title: 'Physics 3AS',
      status: 'approved',
      passing_score: 60,
      total_attempts: q.attempts,
      average_score: 70,
      passed_attempts: q.attempts - 1,
    })),
  };
}

describe('/professor/results', () => {
  it('pages the attempts, and asks for one quiz’s figures from its first page when a quiz is chosen', async () => {
    const api = fakeApi().on('GET', '/quizzes/professor/results', answer);
    const { user } = await renderWithApp(<QuizResultsPage />, NS);
    expect(await screen.findByText('Student 1')).toBeTruthy();
    const totals = screen.getByText(en.results.totalAttempts).parentElement!;
    expect(within(totals).getByText('48')).toBeTruthy();

    await user.click(
      within(screen.getByRole('navigation', { name: en.results.pages })).getByRole('button', {
        name: common.pagination.next,
      }),
    );
    expect(await screen.findByText('Student 21')).toBeTruthy();
    expect(screen.queryByText('Student 1')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: en.results.quiz }), 'Optics');
    expect(await screen.findByRole('heading', { name: 'Optics' })).toBeTruthy();
    expect(await screen.findByText('Student 1')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: en.results.pages })).toBeNull();
    const asked = api
      .callsTo('GET', '/quizzes/professor/results')
      .map((c) => [c.query.get('quizId'), c.query.get('page')]);
    expect(asked).toEqual([
      [null, '1'],
      [null, '2'],
      ['2', '1'],
    ]);
  });
});
