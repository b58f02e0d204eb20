import { useTranslation } from 'react-i18next';
import { INTL_LOCALES } from '../../../lib/languages';
import { useLanguage } from '../../../lib/use-language';

/** A price in points (1 point = 1 DZD) as the reader's language writes it; null means not priced yet. */
export function usePointsLabel(): (price: number | null) => string {
  const { t } = useTranslation('catalogue');
  const { language } = useLanguage();
  const format = new Intl.NumberFormat(INTL_LOCALES[language], { maximumFractionDigits: 0 });
  return (price) =>
    price === null
      ? t('price.notSet')
      : price === 0
        ? t('price.free')
        : t('price.points', { points: format.format(price) });
}
