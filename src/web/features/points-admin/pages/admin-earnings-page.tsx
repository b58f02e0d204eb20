import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EarningsReport } from '../../../../contract/points';
import { Alert } from '../../../components/ui/alert';
import { ChartIcon, CoinsIcon } from '../../../components/ui/icons';
import { PageSpinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/error-message';
import { useAddressFilters } from '../../../lib/use-address-filters';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useEarnings, type EarningsRange } from '../api/get-earnings';
import { AdminPage, EmptyState, Panel } from '../components/admin-page';
import { BarList, MonthlyChart } from '../components/earnings-charts';

type Preset = 'all' | 'month' | 'year' | 'custom';

function iso(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function rangeOf(preset: Exclude<Preset, 'custom'>, today = new Date()): EarningsRange {
  if (preset === 'month')
    return { from: iso(new Date(today.getFullYear(), today.getMonth(), 1)), to: iso(today) };
  if (preset === 'year') return { from: iso(new Date(today.getFullYear(), 0, 1)), to: iso(today) };
  return { from: '', to: '' };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day of the address, if it is written as one (the server checks that it is a real one). */
function dayOf(value: string | null): string {
  return value && DAY.test(value) ? value : '';
}

/** The preset a period is, so a link to this month or this year shows its button pressed. */
function presetOf(range: EarningsRange): Preset {
  for (const preset of ['all', 'year', 'month'] as const) {
    const candidate = rangeOf(preset);
    if (candidate.from === range.from && candidate.to === range.to) return preset;
  }
  return 'custom';
}

/**
 * /admin/earnings: sales, the professors' and the platform's shares, and top-ups over a period. The period is in
 * the address (`?from=&to=`), so the dashboard's figures of this month open it on this month.
 */
export default function AdminEarningsPage() {
  const { t } = useTranslation('points-admin');
  const errorText = useErrorMessage();
  const [params, update] = useAddressFilters([]);
  const range: EarningsRange = { from: dayOf(params.get('from')), to: dayOf(params.get('to')) };
  const [custom, setCustom] = useState(false);
  const preset = custom ? 'custom' : presetOf(range);
  const query = useEarnings(range);

  function choose(next: Exclude<Preset, 'custom'>) {
    const { from, to } = rangeOf(next);
    setCustom(false);
    update({ from, to });
  }

  function edit(changes: Partial<EarningsRange>) {
    setCustom(true);
    update(changes);
  }

  return (
    <AdminPage title={t('earnings.title')} lead={t('earnings.lead')}>
      <title>{`${t('earnings.title')} · ${t('common:app.name')}`}</title>
      <Panel>
        <div className="flex flex-wrap items-end gap-4">
          <div
            role="group"
            aria-label={t('earnings.period')}
            className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1"
          >
            {(['all', 'year', 'month'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={preset === value}
                onClick={() => choose(value)}
                className={`rounded-lg px-3 py-2 text-sm font-semibold transition ${
                  preset === value
                    ? 'bg-white text-brand-800 shadow-sm'
                    : 'text-slate-700 hover:text-slate-900'
                }`}
              >
                {t(`earnings.presets.${value}`)}
              </button>
            ))}
          </div>
          <TextField
            label={t('earnings.from')}
            type="date"
            name="from"
            value={range.from}
            max={range.to || undefined}
            onChange={(event) => edit({ from: event.target.value })}
            className="w-44"
          />
          <TextField
            label={t('earnings.to')}
            type="date"
            name="to"
            value={range.to}
            min={range.from || undefined}
            onChange={(event) => edit({ to: event.target.value })}
            className="w-44"
          />
        </div>
      </Panel>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <Alert tone="error">{errorText(query.error)}</Alert>
      ) : (
        <Report report={query.data} />
      )}
    </AdminPage>
  );
}

function Report({ report }: { report: EarningsReport }) {
  const { t } = useTranslation('points-admin');
  const { formatPoints, formatDzd, formatPercent } = useNumberFormat();
  const { totals, top_ups: topUps } = report;
  const noSales = totals.sales === 0;
  const kpis = [
    {
      key: 'gross',
      label: t('earnings.gross'),
      value: `${formatPoints(totals.gross)}`,
      unit: t('unit'),
      accent: 'text-slate-900',
    },
    {
      key: 'professor',
      label: t('earnings.professorShareOf', { percent: formatPercent(report.share_percent) }),
      value: formatPoints(totals.professor),
      unit: t('unit'),
      accent: 'text-brand-700',
    },
    {
      key: 'platform',
      label: t('earnings.platformShareOf', { percent: formatPercent(100 - report.share_percent) }),
      value: formatPoints(totals.platform),
      unit: t('unit'),
      accent: 'text-amber-700',
    },
    {
      key: 'sales',
      label: t('earnings.salesCount'),
      value: formatPoints(totals.sales),
      unit: '',
      accent: 'text-slate-900',
    },
  ];

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-label={t('earnings.totals')}>
        {kpis.map((kpi) => (
          <li key={kpi.key} className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
            <p className="text-sm text-slate-600">{kpi.label}</p>
            <p className="mt-2 flex items-baseline gap-1.5">
              <span
                className={`text-2xl font-bold tabular-nums sm:text-3xl ${kpi.accent}`}
                data-testid={`kpi-${kpi.key}`}
              >
                {kpi.value}
              </span>
              {kpi.unit ? <span className="text-sm font-semibold text-slate-600">{kpi.unit}</span> : null}
            </p>
          </li>
        ))}
      </ul>

      <Panel id="by-month" title={t('earnings.byMonth')} subtitle={t('earnings.byMonthSubtitle')}>
        {noSales || report.by_month.length === 0 ? (
          <EmptyState
            icon={<ChartIcon className="size-10" />}
            title={t('earnings.noSales')}
            hint={t('earnings.noSalesHint')}
          />
        ) : (
          <MonthlyChart months={report.by_month} />
        )}
      </Panel>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Panel
          id="by-professor"
          title={t('earnings.byProfessor')}
          subtitle={
            report.professors_total > report.by_professor.length
              ? t('earnings.byProfessorTop', {
                  count: report.by_professor.length,
                  total: formatPoints(report.professors_total),
                })
              : t('earnings.byProfessorSubtitle')
          }
        >
          {report.by_professor.length === 0 ? (
            <EmptyState icon={<ChartIcon className="size-10" />} title={t('earnings.noSales')} />
          ) : (
            <BarList
              caption={t('earnings.byProfessor')}
              items={report.by_professor.map((row) => ({
                key: row.professor_id,
                label: row.professor_name,
                value: row.professor,
                detail: t('earnings.salesOf', { sales: formatPoints(row.sales) }),
              }))}
            />
          )}
        </Panel>
        <Panel id="by-kind" title={t('earnings.byKind')} subtitle={t('earnings.byKindSubtitle')}>
          {report.by_kind.length === 0 ? (
            <EmptyState icon={<ChartIcon className="size-10" />} title={t('earnings.noSales')} />
          ) : (
            <BarList
              caption={t('earnings.byKind')}
              items={report.by_kind.map((row) => ({
                key: row.kind,
                label: t(`earnings.kinds.${row.kind}`),
                value: row.gross,
                detail: t('earnings.salesOf', { sales: formatPoints(row.sales) }),
              }))}
            />
          )}
        </Panel>
      </div>

      <Panel id="top-ups" title={t('earnings.topUps')} subtitle={t('earnings.topUpsSubtitle')}>
        <ul className="grid gap-4 sm:grid-cols-3">
          {[
            {
              key: 'card',
              label: t('earnings.cardPoints'),
              value: `${formatPoints(topUps.card_points)} ${t('unit')}`,
            },
            { key: 'dzd', label: t('earnings.cardDzd'), value: formatDzd(topUps.card_dzd) },
            {
              key: 'code',
              label: t('earnings.codePoints'),
              value: `${formatPoints(topUps.code_points)} ${t('unit')}`,
            },
          ].map((item) => (
            <li
              key={item.key}
              className="flex items-center gap-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200"
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 ring-1 ring-slate-200">
                <CoinsIcon className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="text-sm text-slate-600">{item.label}</p>
                <p className="text-lg font-bold text-slate-900 tabular-nums">{item.value}</p>
              </div>
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}
