// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockDiff, CourseDiff } from '../../../contract/course-revisions';
import en from '../../locales/en/course-content.json';
import { fakeApi } from '../../test/fake-api';
import { interpolate } from '../../test/interpolate';
import { renderWithApp } from '../../test/render';
import { CourseDiffView } from './course-diff-view';

const NS = { namespaces: ['course-content'] };

const kept = (overrides: Partial<BlockDiff>): BlockDiff => ({
  id: 1,
  status: 'kept',
  type: 'text',
  typeBefore: null,
  title: 'Block',
  titleChange: null,
  contentChange: null,
  file: null,
  movedFrom: null,
  reordered: false,
  changed: true,
  ...overrides,
});

const diff: CourseDiff = {
  titleChange: null,
  descriptionChange: null,
  cover: null,
  changes: 3,
  sections: [
    {
      id: 10,
      status: 'kept',
      title: 'تعريف',
      titleChange: null,
      reordered: false,
      changed: true,
      blocks: [
        kept({
          id: 1,
          title: 'الخاصية',
          contentChange: {
            before: 'مجموعة الاعداد الحقيقية',
            after: 'مجموعة الأعداد الحقيقية',
            words: [
              { value: 'مجموعة ', added: false, removed: false },
              { value: 'الاعداد', added: false, removed: true },
              { value: 'الأعداد', added: true, removed: false },
              { value: ' الحقيقية', added: false, removed: false },
            ],
          },
        }),
        kept({ id: 2, title: 'Moved here', movedFrom: { sectionId: 11, sectionTitle: 'Exercises' } }),
        kept({
          id: 3,
          type: 'pdf',
          title: 'Summary',
          file: {
            before: {
              name: 'old.pdf',
              type: 'application/pdf',
              size: 2048,
              url: '/api/courses/1/files/3?t=a',
            },
            after: {
              name: 'new.pdf',
              type: 'application/pdf',
              size: 4096,
              url: '/api/courses/1/revision/files/3?t=b',
            },
          },
        }),
        kept({ id: 4, title: 'Untouched', changed: false }),
      ],
    },
  ],
};

describe('the diff of a revision', () => {
  it('shows only what changed: one word struck and its fix, in the text’s own direction', async () => {
    fakeApi();
    const { container } = await renderWithApp(<CourseDiffView diff={diff} />, NS);
    const removed = container.querySelectorAll('del');
    const added = container.querySelectorAll('ins');
    expect([...removed].map((el) => el.textContent)).toEqual([`${en.diff.removedWords} الاعداد`]);
    expect([...added].map((el) => el.textContent)).toEqual([`${en.diff.addedWords} الأعداد`]);
    expect(removed[0]!.closest('p')!.getAttribute('dir')).toBe('auto');
    expect(removed[0]!.closest('p')!.textContent).toContain('مجموعة');
    expect(screen.queryByText('Untouched')).toBeNull();
    expect(screen.getByText(interpolate(en.diff.count, { count: 3 }))).toBeTruthy();
  });

  it('names a block’s move and shows both files of a replaced one with links to each', async () => {
    fakeApi();
    await renderWithApp(<CourseDiffView diff={diff} />, NS);
    expect(screen.getByText(interpolate(en.diff.movedFrom, { section: 'Exercises' }))).toBeTruthy();
    expect(screen.getByText(en.diff.fileReplaced)).toBeTruthy();
    const before = screen.getByRole('link', { name: interpolate(en.diff.open, { name: 'old.pdf' }) });
    const after = screen.getByRole('link', { name: interpolate(en.diff.open, { name: 'new.pdf' }) });
    expect(before.getAttribute('href')).toBe('/api/courses/1/files/3?t=a');
    expect(after.getAttribute('href')).toBe('/api/courses/1/revision/files/3?t=b');
  });

  it('says so when nothing changed', async () => {
    fakeApi();
    await renderWithApp(<CourseDiffView diff={{ ...diff, changes: 0, sections: [] }} />, NS);
    expect(screen.getByText(en.diff.none)).toBeTruthy();
  });
});
