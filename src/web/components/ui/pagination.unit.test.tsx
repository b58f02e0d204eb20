// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/common.json';
import { interpolate } from '../../test/interpolate';
import { renderWithApp } from '../../test/render';
import { Pagination, type PageCursors } from './pagination';

/** A list of `pages` pages whose cursors name the page they lead to, as the API's keyset pages do. */
function Keyset({ pages, log }: { pages: number; log: [number, string | undefined][] }) {
  const [page, setPage] = useState(1);
  const cursors: PageCursors = {
    next: page < pages ? `after-${page}` : null,
    prev: page > 1 ? `before-${page}` : null,
  };
  return (
    <Pagination
      page={page}
      // Beyond the exact bound the total is an estimate: here it says fewer pages than there are.
      totalPages={2}
      cursors={cursors}
      onChange={(to, cursor) => {
        log.push([to, cursor]);
        setPage(to);
      }}
    />
  );
}

const status = (page: number, total: number) => interpolate(en.pagination.status, { page, total });

describe('the pager', () => {
  it('follows the cursors for next and previous and keeps the page number right', async () => {
    const log: [number, string | undefined][] = [];
    const { user } = await renderWithApp(<Keyset pages={3} log={log} />);
    const previous = screen.getByRole('button', { name: en.pagination.previous });
    const next = screen.getByRole('button', { name: en.pagination.next });
    expect(previous).toHaveProperty('disabled', true);
    expect(screen.getByText(status(1, 2))).toBeTruthy();
    await user.click(next);
    await user.click(next);
    // The third page exists (its cursor said so) although the estimated total said two.
    expect(screen.getByText(status(3, 3))).toBeTruthy();
    expect(next).toHaveProperty('disabled', true);
    await user.click(previous);
    expect(screen.getByText(status(2, 2))).toBeTruthy();
    expect(log).toEqual([
      [2, 'after-1'],
      [3, 'after-2'],
      [2, 'before-3'],
    ]);
  });

  it('without cursors goes by page number, and hides itself when one page holds everything', async () => {
    const seen: [number, string | undefined][] = [];
    const { user, unmount } = await renderWithApp(
      <Pagination page={2} totalPages={3} onChange={(to, cursor) => seen.push([to, cursor])} />,
    );
    await user.click(screen.getByRole('button', { name: en.pagination.next }));
    await user.click(screen.getByRole('button', { name: en.pagination.previous }));
    expect(seen).toEqual([
      [3, undefined],
      [1, undefined],
    ]);
    unmount();
    await renderWithApp(<Pagination page={1} totalPages={1} onChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    await renderWithApp(
      <Pagination page={1} totalPages={1} cursors={{ next: null, prev: null }} onChange={() => undefined} />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
