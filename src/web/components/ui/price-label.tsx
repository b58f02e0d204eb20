import { useTranslation } from 'react-i18next';
import { INTL_LOCALES } from '../../lib/languages';
import { useLanguage } from '../../lib/use-language';

/** A price in points (1 point = 1 DZD): "120 points", "Free" for 0, "No price set" for null. */
export function PriceLabel({ price, className = '' }: { price: number | null; className?: string }) {
  const { t } = useTranslation('course-content');
  const { language } = useLanguage();
  const text =
    price === null
      ? t('price.none')
      : price === 0
        ? t('price.free')
        : t('price.points', { count: new Intl.NumberFormat(INTL_LOCALES[language]).format(price) });
  return <span className={className}>{text}</span>;
}
