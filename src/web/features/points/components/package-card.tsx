import { useTranslation } from 'react-i18next';
import type { PointPackage } from '../../../../contract/points';
import { Button } from '../../../components/ui/button';
import { CardIcon } from '../../../components/ui/icons';
import { useNumberFormat } from '../../../lib/use-number-format';

/** One package for sale: its points, its price in dinars and the card payment button. */
export function PackageCard({
  pack,
  featured,
  pending,
  disabled,
  onBuy,
}: {
  pack: PointPackage;
  featured: boolean;
  pending: boolean;
  disabled: boolean;
  onBuy: () => void;
}) {
  const { t } = useTranslation('points');
  const { formatPoints, formatDzd } = useNumberFormat();
  const titleId = `package-${pack.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 transition ${
        featured ? 'ring-2 ring-brand-600' : 'ring-slate-200 hover:ring-slate-300'
      }`}
    >
      {featured ? (
        <span className="absolute -top-3 start-6 rounded-full bg-amber-400 px-3 py-0.5 text-xs font-bold text-amber-950 shadow-sm">
          {t('packages.popular')}
        </span>
      ) : null}
      <h3 id={titleId} className="text-base font-bold text-slate-900">
        {pack.name}
      </h3>
      <p className="mt-4 flex items-baseline gap-1.5">
        <span className="text-3xl font-bold text-brand-800 tabular-nums">{formatPoints(pack.points)}</span>
        <span className="text-sm font-semibold text-slate-600">{t('unit')}</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {t('packages.price')}{' '}
        <span className="font-semibold text-slate-900 tabular-nums">{formatDzd(pack.price)}</span>
      </p>
      <div className="mt-6 flex-1" />
      <Button
        variant={featured ? 'primary' : 'secondary'}
        className="w-full"
        pending={pending}
        disabled={disabled}
        onClick={onBuy}
        aria-describedby={titleId}
      >
        {pending ? null : <CardIcon className="size-5" />}
        {pending ? t('packages.redirecting') : t('packages.buy')}
      </Button>
    </li>
  );
}
