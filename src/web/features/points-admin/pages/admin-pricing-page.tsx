import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { AdminPage } from '../components/admin-page';
import { CoursePrices } from '../components/course-prices';
import { LanguagePrices } from '../components/language-prices';
import { MaterialsPrices } from '../components/materials-prices';

const TABS = ['materials', 'language', 'courses'] as const;
type Tab = (typeof TABS)[number];

/** /admin/pricing: material prices, language course prices and courses' own prices in one place. */
export default function AdminPricingPage() {
  const { t } = useTranslation('points-admin');
  const [tab, setTab] = useState<Tab>('materials');

  function onKey(event: KeyboardEvent<HTMLButtonElement>) {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step === undefined) return;
    // Arrow keys follow the screen: in a right-to-left page the next tab is on the left.
    const rtl = document.documentElement.dir === 'rtl';
    const index = TABS.indexOf(tab);
    const next = TABS[(index + (rtl ? -step : step) + TABS.length) % TABS.length] ?? tab;
    setTab(next);
    document.getElementById(`pricing-tab-${next}`)?.focus();
  }

  return (
    <AdminPage
      title={t('pricing.title')}
      lead={t('pricing.lead')}
      // The settings that shape what a sale pays out and how prices read: the professors' share, the label.
      actions={
        <Link to="/admin/settings" className={buttonClasses('secondary')} title={t('pricing.settingsHint')}>
          {t('pricing.settingsLink')}
        </Link>
      }
    >
      <title>{`${t('pricing.title')} · ${t('common:app.name')}`}</title>
      <div
        role="tablist"
        aria-label={t('pricing.title')}
        className="inline-flex flex-wrap gap-1 rounded-2xl bg-white p-1 shadow-sm ring-1 ring-slate-200"
      >
        {TABS.map((value) => (
          <button
            key={value}
            id={`pricing-tab-${value}`}
            type="button"
            role="tab"
            aria-selected={tab === value}
            aria-controls={`pricing-panel-${value}`}
            tabIndex={tab === value ? 0 : -1}
            onClick={() => setTab(value)}
            onKeyDown={onKey}
            className={`rounded-xl px-4 py-2 text-sm font-semibold transition ${
              tab === value ? 'bg-brand-700 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {t(`pricing.tabs.${value}`)}
          </button>
        ))}
      </div>
      <div id={`pricing-panel-${tab}`} role="tabpanel" aria-labelledby={`pricing-tab-${tab}`}>
        {tab === 'materials' ? (
          <MaterialsPrices />
        ) : tab === 'language' ? (
          <LanguagePrices />
        ) : (
          <CoursePrices />
        )}
      </div>
    </AdminPage>
  );
}
