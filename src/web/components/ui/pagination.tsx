import { useTranslation } from 'react-i18next';
import { buttonClasses } from './button-styles';

/** The keyset cursors of a page as the API gives them (decision 122); null where there is no such page. */
export interface PageCursors {
  next: string | null;
  prev: string | null;
}

/**
 * Previous / next with "page X of Y" for the paginated lists (pages are 1-based). Hidden when everything
 * fits on one page. With `cursors` (lists that page by keyset), next and previous hand their cursor to
 * `onChange` beside the page number, so a deep page is read from its key instead of by OFFSET; "next" then
 * follows the cursor rather than the total (beyond 10,000 rows the total is an estimate).
 */
export function Pagination({
  page,
  totalPages,
  onChange,
  label,
  cursors,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number, cursor?: string) => void;
  /** Names the navigation landmark, e.g. "Transactions pages". */
  label?: string;
  cursors?: PageCursors;
}) {
  const { t } = useTranslation();
  const previous = page > 1;
  const next = cursors ? cursors.next !== null : page < totalPages;
  if (cursors ? !previous && !next : totalPages <= 1) return null;
  return (
    <nav aria-label={label ?? t('pagination.label')} className="flex items-center justify-between gap-3 pt-4">
      <button
        type="button"
        className={buttonClasses('secondary', 'sm')}
        disabled={!previous}
        onClick={() => onChange(page - 1, cursors?.prev ?? undefined)}
      >
        {t('pagination.previous')}
      </button>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('pagination.status', { page, total: cursors ? Math.max(totalPages, page) : totalPages })}
      </p>
      <button
        type="button"
        className={buttonClasses('secondary', 'sm')}
        disabled={!next}
        onClick={() => onChange(page + 1, cursors?.next ?? undefined)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}
