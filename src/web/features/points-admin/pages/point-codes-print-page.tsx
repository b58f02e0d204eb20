import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { RedeemCode } from '../../../../contract/points';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ArrowBackIcon, PrinterIcon } from '../../../components/ui/icons';
import { LogoMark } from '../../../components/ui/logo';
import { PageSpinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { groupCode } from '../../../lib/redeem-code';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useBatchCodes } from '../api/list-codes';
import { chunk } from '../components/chunk';

/** Three columns of eight cards fill an A4 sheet inside 10 mm margins (63 × 34 mm per card). */
const CARDS_PER_SHEET = 24;

const PRINT_CSS = `
@page { size: A4 portrait; margin: 10mm; }
@media print {
  html, body { background: #fff !important; }
  .code-sheet { break-after: page; }
  .code-sheet:last-child { break-after: auto; }
  .code-card { break-inside: avoid; }
}
`;

/**
 * /admin/point-codes/print?batch=: the unused codes of a batch as cut-out cards laid out for A4, outside the
 * staff layout so nothing but the cards reaches the paper.
 */
export default function PointCodesPrintPage() {
  const { t } = useTranslation('points-admin');
  const [params] = useSearchParams();
  const batch = params.get('batch')?.trim() || null;
  const codes = useBatchCodes(batch);
  const errorText = useErrorMessage();
  const all = codes.data ?? [];
  const unused = all.filter((code) => code.redeemed_at === null);
  const sheets = chunk(unused, CARDS_PER_SHEET);
  const title = t('print.title', { batch: batch ?? '' });

  return (
    <main id="main" tabIndex={-1} className="min-h-dvh bg-slate-100 outline-none print:bg-white">
      <title>{`${title} · ${t('common:app.name')}`}</title>
      <style>{PRINT_CSS}</style>
      <div className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
        <div className="mx-auto flex max-w-[210mm] flex-wrap items-center gap-3 px-4 py-3">
          <Link to="/admin/point-codes" className={buttonClasses('ghost', 'sm')}>
            <ArrowBackIcon className="size-4" />
            {t('print.back')}
          </Link>
          <div className="min-w-0 flex-1">
            <h1 className="text-base font-bold break-words text-slate-900 sm:text-lg">
              {t('print.heading')}{' '}
              <bdi dir="ltr" className="font-mono text-base">
                {batch}
              </bdi>
            </h1>
            {codes.isSuccess ? (
              <p className="text-sm text-slate-600">
                {t('print.summary', { cards: unused.length, sheets: sheets.length })}
                {all.length > unused.length
                  ? ` ${t('print.usedLeftOut', { count: all.length - unused.length })}`
                  : ''}
              </p>
            ) : null}
          </div>
          <Button onClick={() => window.print()} disabled={unused.length === 0}>
            <PrinterIcon className="size-5" />
            {t('print.print')}
          </Button>
        </div>
      </div>

      <div className="mx-auto max-w-[210mm] px-4 py-6 print:max-w-none print:p-0">
        {batch === null ? (
          <Alert tone="error">{t('print.noBatch')}</Alert>
        ) : codes.isPending ? (
          <PageSpinner />
        ) : codes.isError ? (
          <Alert tone="error">{errorText(codes.error)}</Alert>
        ) : unused.length === 0 ? (
          <Alert tone="info">{t('print.nothing')}</Alert>
        ) : (
          <div className="space-y-6 print:space-y-0">
            {sheets.map((sheet, index) => (
              <section
                key={index}
                aria-label={t('print.sheet', { number: index + 1, total: sheets.length })}
                className="code-sheet bg-white p-[6mm] shadow-sm ring-1 ring-slate-200 print:p-0 print:shadow-none print:ring-0"
              >
                <ul className="grid grid-cols-1 gap-[3mm] sm:grid-cols-2 md:grid-cols-3 print:grid-cols-3 print:gap-0">
                  {sheet.map((code, position) => (
                    <CodeCard key={code.id} code={code} serial={index * CARDS_PER_SHEET + position + 1} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </main>
  );
}

function CodeCard({ code, serial }: { code: RedeemCode; serial: number }) {
  const { t } = useTranslation('points-admin');
  const { formatPoints } = useNumberFormat();
  return (
    <li className="code-card flex h-[34mm] flex-col justify-between overflow-hidden rounded-[3mm] border border-dashed border-slate-400 bg-gradient-to-br from-white to-brand-50 px-[4mm] py-[2.5mm] print:rounded-none print:bg-none">
      <div className="flex items-center justify-between gap-2">
        <span className="inline-flex items-center gap-1.5">
          <LogoMark className="size-5" />
          <span className="text-sm font-bold text-brand-900">{t('common:app.name')}</span>
        </span>
        <span className="leading-none">
          <span className="text-lg font-bold text-brand-800 tabular-nums">{formatPoints(code.points)}</span>{' '}
          <span className="text-xs font-semibold text-slate-700">{t('unit')}</span>
        </span>
      </div>
      <div className="text-center">
        <p
          className="font-mono text-[13px] font-bold tracking-[0.12em] whitespace-nowrap text-slate-950"
          dir="ltr"
        >
          {groupCode(code.code)}
        </p>
        <p className="mt-0.5 font-mono text-[8px] text-slate-500" dir="ltr">
          {code.batch} · #{serial}
        </p>
      </div>
      <p className="truncate text-center text-[9px] leading-tight text-slate-600">
        {t('print.howTo', { site: window.location.host })}
      </p>
    </li>
  );
}
