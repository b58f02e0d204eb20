import { useTranslation } from 'react-i18next';
import { buttonClasses } from './button-styles';

/**
 * Previous / next with "page X of Y" for the paginated lists (pages are 1-based). Hidden when everything
 * fits on one page.
 */
export function Pagination({
  page,
  totalPages,
  onChange,
  label,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Transactions pages". */
  label?: string;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const previous = page > 1;
  const next = page < totalPages;
  return (
    <nav aria-label={label ?? t('pagination.label')} className="flex items-center justify-between gap-3 pt-4">
      <button
        type="button"
        className={buttonClasses('secondary', 'sm')}
        disabled={!previous}
        onClick={() => onChange(page - 1)}
      >
        {t('pagination.previous')}
      </button>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('pagination.status', { page, total: totalPages })}
      </p>
      <button
        type="button"
        className={buttonClasses('secondary', 'sm')}
        disabled={!next}
        onClick={() => onChange(page + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}
