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
      style={
        {
          '--width': '356px',
          // Sonner's rich colours put text at 3–4.4:1 on their tinted backgrounds; these keep it above 4.5:1.
          '--success-text': 'hsl(140 100% 21%)',
          '--error-text': 'hsl(0 100% 38%)',
          '--info-text': 'hsl(210 92% 36%)',
          '--warning-text': 'hsl(31 92% 28%)',
        } as CSSProperties
      }
      toastOptions={{
        style: { width: '356px', fontFamily: 'inherit' },
        closeButtonAriaLabel: t('toasts.close'),
      }}
      customAriaLabel={t('toasts.region')}
    />
  );
}
