import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A region that scrolls sideways when its content (a wide table, a chart) is wider than the screen, so the page
 * itself never is. It can be focused and scrolled with the keyboard, and is named for screen readers ("…,
 * scrolls sideways", so it never repeats the name of the section around it). It is
 * positioned, so visually hidden labels inside it stay inside it too (in right-to-left pages they would
 * otherwise widen the page).
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="region"
      aria-label={t('scrollRegion', { name: label })}
      tabIndex={0}
      className={`relative overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      {children}
    </div>
  );
}
