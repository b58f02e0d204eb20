import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoinsIcon, HistoryIcon } from '../../../components/ui/icons';
import { useNumberFormat } from '../../../lib/use-number-format';

/** The wallet's headline: the balance in points and what it is worth in dinars. */
export function BalanceCard({ balance, loading }: { balance: number | undefined; loading: boolean }) {
  const { t } = useTranslation('points');
  const { formatPoints, formatDzd } = useNumberFormat();
  return (
    <section
      aria-labelledby="balance-title"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 p-6 text-white shadow-lg shadow-brand-900/20 sm:p-7"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-10 -top-12 size-44 rounded-full bg-white/10"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-16 -start-8 size-40 rounded-full bg-amber-300/15"
      />
      <div className="relative">
        <div className="flex items-center gap-2 text-brand-100">
          <CoinsIcon className="size-5" />
          <h2 id="balance-title" className="text-sm font-semibold">
            {t('balance.title')}
          </h2>
        </div>
        <p className="mt-3 flex items-baseline gap-2" data-testid="points-balance">
          {loading || balance === undefined ? (
            <span className="block h-10 w-32 animate-pulse rounded-lg bg-white/15" aria-hidden="true" />
          ) : (
            <>
              <span className="text-4xl font-bold tracking-tight tabular-nums sm:text-5xl">
                {formatPoints(balance)}
              </span>
              <span className="text-base font-semibold text-brand-100">{t('unit')}</span>
            </>
          )}
        </p>
        {balance !== undefined ? (
          <p className="mt-1 text-sm text-brand-100">{t('balance.worth', { amount: formatDzd(balance) })}</p>
        ) : null}
        <Link
          to="/points/history"
          className="mt-6 inline-flex items-center gap-2 rounded-xl bg-white/10 px-3.5 py-2 text-sm font-semibold text-white ring-1 ring-white/20 transition hover:bg-white/20"
        >
          <HistoryIcon className="size-4" />
          {t('balance.history')}
        </Link>
      </div>
    </section>
  );
}
