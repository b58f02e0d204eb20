// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/common.json';
import { fakeApi } from '../../test/fake-api';
import { courseList, courseSummary } from '../../test/fixtures';
import { interpolate } from '../../test/interpolate';
import { renderWithApp } from '../../test/render';
import { CourseSearchBox } from './course-search-box';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const app = (
  <>
    <CourseSearchBox />
    <Routes>
      <Route path="*" element={<Where />} />
    </Routes>
  </>
);

const suggestions = [
  courseSummary({ id: 7, title: 'الدوال الأسية', professorName: 'Samir' }),
  courseSummary({ id: 8, title: 'الدوال اللوغاريتمية', professorName: 'Nadia' }),
];

describe('the course search box', () => {
  it('asks once the typing settles, lists the suggestions and moves through them with the arrows', async () => {
    const api = fakeApi().on('GET', '/courses', courseList(suggestions));
    const { user } = await renderWithApp(app);
    const box = screen.getByRole('combobox', { name: en.search.label });
    await user.type(box, 'الدوال الاسية');
    // The last call has the whole text. A machine that paused the typing may have sent an earlier one, whose
    // suggestions show first: the list is read once the whole text's call is made.
    await waitFor(() => expect(api.callsTo('GET', '/courses').at(-1)?.query.get('q')).toBe('الدوال الاسية'));
    await screen.findByRole('option', { name: /الدوال الأسية/ });
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]!.textContent).toContain('الدوال الأسية');
    expect(options[2]!.textContent).toBe(interpolate(en.search.seeAll, { query: 'الدوال الاسية' }));
    // Debounced: far fewer calls than letters typed (one, unless the machine paused the typing).
    const calls = api.callsTo('GET', '/courses');
    expect(calls.length).toBeLessThan(4);
    expect(calls.at(-1)!.query.get('limit')).toBe('6');

    expect(box.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    // Down from the last option wraps to the first.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/coursesList/courses/7');
  });

  it('opens the full results page on Enter, and closes the list on Escape', async () => {
    fakeApi().on('GET', '/courses', courseList(suggestions));
    const { user } = await renderWithApp(app);
    const box = screen.getByRole('combobox', { name: en.search.label });
    await user.type(box, 'eleve');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/search?q=eleve'));
  });

  it('asks nothing for a single letter', async () => {
    const api = fakeApi();
    const { user } = await renderWithApp(app);
    await user.type(screen.getByRole('combobox', { name: en.search.label }), 'ا');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.calls).toHaveLength(0);
  });
});
