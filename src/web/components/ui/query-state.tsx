import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message';
import { Alert } from './alert';
import { PageSpinner, Spinner } from './spinner';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** `page`: the page's own spinner; `section` (default): a spinner in the flow of the page. */
  loading?: 'page' | 'section';
  /** When true for the data, `empty` shows instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** How a failure reads; the translated server message by default. */
  errorMessage?: (error: Error) => string;
  children: (data: T) => ReactNode;
}

/**
 * The three states every page shows around what it reads — loading, failed, empty — said the same way
 * everywhere; the children draw the data once it is there.
 */
export function QueryState<T>({
  query,
  loading = 'section',
  isEmpty,
  empty = null,
  errorMessage,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  const errorText = useErrorMessage();
  if (query.isPending) {
    if (loading === 'page') return <PageSpinner />;
    return (
      <div role="status" className="flex justify-center py-6 text-brand-700">
        <Spinner className="size-6" />
        <span className="sr-only">{t('status.loading')}</span>
      </div>
    );
  }
  if (query.isError) {
    return <Alert tone="error">{(errorMessage ?? errorText)(query.error)}</Alert>;
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
