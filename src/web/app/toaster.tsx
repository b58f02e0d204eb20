import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { directionOf } from '../lib/languages';
import { useLanguage } from '../lib/use-language';

/**
 * Toasts: 4 s, at most 3 visible, 356 px wide (spec §9). Sonner pauses them on hover and while the page is
 * hidden, and they can be swiped away.
 */
export default function AppToaster() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const dir = directionOf(language);
  return (
    <Toaster
      dir={dir}
      position={dir === 'rtl' ? 'top-left' : 'top-right'}
      duration={4000}
      visibleToasts={3}
      closeButton
      richColors
      style={{ '--width': '356px' } as CSSProperties}
      toastOptions={{
        style: { width: '356px', fontFamily: 'inherit' },
        closeButtonAriaLabel: t('toasts.close'),
      }}
      customAriaLabel={t('toasts.region')}
    />
  );
}
