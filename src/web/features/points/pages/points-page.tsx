import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { CoinsIcon, ShieldIcon } from '../../../components/ui/icons';
import { useErrorMessage } from '../../../lib/error-message';
import { useBalance } from '../../../lib/queries/get-balance';
import { useCreateCheckout } from '../api/create-checkout';
import { usePackages } from '../api/list-packages';
import { BalanceCard } from '../components/balance-card';
import { PackageCard } from '../components/package-card';
import { PageHeader } from '../components/page-header';
import { RedeemForm } from '../components/redeem-form';

/** /points: the balance, the packages on sale (paid by card) and the redeem-a-code form. */
export default function PointsPage() {
  const { t } = useTranslation('points');
  const balance = useBalance();
  const packages = usePackages();
  const checkout = useCreateCheckout();
  const errorText = useErrorMessage();
  const list = packages.data ?? [];
  // The middle package of three or more is the one most people pick: mark it.
  const featuredId = list.length >= 3 ? list[Math.floor(list.length / 2)]?.id : undefined;
  const buying = checkout.isPending || checkout.isSuccess;
  const resetCheckout = checkout.reset;

  useEffect(() => {
    // Coming back from the payment page with the browser's Back button restores this page as it was left
    // ("opening the payment page…"): make the buttons usable again.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) resetCheckout();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [resetCheckout]);

  return (
    <div className="bg-slate-50">
      <title>{`${t('page.title')} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} lead={t('page.lead')} />
        <div className="grid items-start gap-6 lg:grid-cols-[22rem_1fr]">
          <div className="space-y-6">
            {balance.isError ? (
              <Alert tone="error">{errorText(balance.error)}</Alert>
            ) : (
              <BalanceCard balance={balance.data?.balance} loading={balance.isPending} />
            )}
            <RedeemForm />
          </div>

          <section aria-labelledby="packages-title" className="min-w-0">
            <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
              <div>
                <h2 id="packages-title" className="text-xl font-bold text-slate-900">
                  {t('packages.title')}
                </h2>
                <p className="text-sm text-slate-600">{t('packages.subtitle')}</p>
              </div>
            </div>
            {checkout.isError ? (
              <div className="mb-4">
                <Alert tone="error">{errorText(checkout.error)}</Alert>
              </div>
            ) : null}
            {packages.isPending ? (
              <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
                {[0, 1, 2].map((index) => (
                  <li key={index} className="h-52 animate-pulse rounded-3xl bg-white ring-1 ring-slate-200" />
                ))}
              </ul>
            ) : packages.isError ? (
              <Alert tone="error">{errorText(packages.error)}</Alert>
            ) : list.length === 0 ? (
              <div className="rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
                <CoinsIcon className="mx-auto size-10 text-slate-400" />
                <p className="mt-3 font-semibold text-slate-900">{t('packages.empty')}</p>
                <p className="mt-1 text-sm text-slate-600">{t('packages.emptyHint')}</p>
              </div>
            ) : (
              <ul className="grid gap-5 pt-3 sm:grid-cols-2 xl:grid-cols-3">
                {list.map((pack) => (
                  <PackageCard
                    key={pack.id}
                    pack={pack}
                    featured={pack.id === featuredId}
                    pending={buying && checkout.variables === pack.id}
                    disabled={buying}
                    onBuy={() => checkout.mutate(pack.id)}
                  />
                ))}
              </ul>
            )}
            <p className="mt-6 flex items-start gap-2 rounded-2xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">
              <ShieldIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>{t('packages.secure')}</span>
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}
