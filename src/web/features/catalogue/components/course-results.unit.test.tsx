// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/catalogue.json';
import { fakeApi } from '../../../test/fake-api';
import { courseList, courseSummary } from '../../../test/fixtures';
import { interpolate } from '../../../test/interpolate';
import { renderWithApp } from '../../../test/render';
import { CourseResults } from './course-results';

/** The results as the browse pages place them: the page number in the address. */
function Results() {
  const [params] = useSearchParams();
  return (
    <CourseResults
      filter={{ materialId: 5 }}
      page={Number(params.get('page') ?? '1')}
      title="Physics"
      pageHref={(page) => `/TTHCourses?page=${page}`}
    />
  );
}

describe('the catalogue’s course pages', () => {
  it('opens next and previous by the server’s cursors, and a page link without one by its number', async () => {
    // Three pages of one course; each cursor names the page it leads to, like the API's keyset cursors.
    const page = (n: number) => {
      const list = courseList([courseSummary({ id: 100 + n, title: `Course ${n}` })]);
      list.pagination = {
        page: n,
        limit: 12,
        total: 3,
        totalPages: 3,
        next_cursor: n < 3 ? `to-${n + 1}` : null,
        prev_cursor: n > 1 ? `to-${n - 1}` : null,
      };
      return list;
    };
    const api = fakeApi().on('GET', '/courses', (request: { query: URLSearchParams }) => {
      const cursor = request.query.get('cursor');
      return page(cursor ? Number(cursor.slice(3)) : Number(request.query.get('page')));
    });
    const { user } = await renderWithApp(<Results />, {
      namespaces: ['catalogue'],
      route: '/TTHCourses?page=2',
    });
    const status = (n: number) => interpolate(en.courses.page, { page: n, total: 3 });
    await screen.findByText(status(2), {}, { timeout: 5_000 });
    await user.click(screen.getByRole('link', { name: en.courses.next }));
    await screen.findByText('Course 3');
    expect(screen.getByText(status(3))).toBeTruthy();
    expect(screen.queryByRole('link', { name: en.courses.next })).toBeNull();
    await user.click(screen.getByRole('link', { name: en.courses.previous }));
    await screen.findByText('Course 2');
    const asked = api
      .callsTo('GET', '/courses')
      .map((call) => [call.query.get('page'), call.query.get('cursor'), call.query.get('materialId')]);
    expect(asked).toEqual([
      ['2', null, '5'],
      ['3', 'to-3', '5'],
      ['2', 'to-2', '5'],
    ]);
  }, 15_000);
});
