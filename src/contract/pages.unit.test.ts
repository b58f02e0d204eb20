import { describe, expect, it } from 'vitest';
import { findWebPage, webPages } from './pages';

describe('the web app’s page addresses', () => {
  it('finds a page by its address, parameters included', () => {
    expect(findWebPage('/')).toEqual({ path: '/', access: 'public' });
    expect(findWebPage('/coursesList/courses/12')).toEqual({
      path: '/coursesList/courses/:id',
      access: 'public',
    });
    expect(findWebPage('/quiz/3?layout=all')).toEqual({ path: '/quiz/:quizId', access: 'student' });
    expect(findWebPage('/admin/courses/7')?.access).toBe('admin');
    expect(findWebPage('/admin/courses/')).toEqual({ path: '/admin/courses', access: 'admin' });
  });

  it('has no page for other addresses', () => {
    expect(findWebPage('/nowhere')).toBeUndefined();
    expect(findWebPage('/coursesList/courses')).toBeUndefined();
    expect(findWebPage('/coursesList/courses/1/extra')).toBeUndefined();
    expect(findWebPage('/admin/unknown')).toBeUndefined();
    expect(findWebPage('/TTHCoursesX')).toBeUndefined();
  });

  it('lists each address once', () => {
    const paths = webPages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBeGreaterThan(40);
  });
});
