import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../lib/use-number-format';

/**
 * A price in points (1 point = 1 DZD) as the reader's language writes it: "1 200 points", "Free" for 0,
 * "Not priced yet" for null. Every screen that shows a course's or a material's price says it this way.
 */
export function usePriceText(): (price: number | null) => string {
  const { t } = useTranslation('common');
  const { formatPoints } = useNumberFormat();
  return (price) =>
    price === null
      ? t('price.notSet')
      : price === 0
        ? t('price.free')
        : t('price.points', { points: formatPoints(price) });
}

export function PriceLabel({ price, className = '' }: { price: number | null; className?: string }) {
  const priceText = usePriceText();
  return <span className={className}>{priceText(price)}</span>;
}
