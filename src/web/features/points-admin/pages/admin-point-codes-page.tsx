import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { DownloadIcon, PrinterIcon, TicketIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { groupCode } from '../../../lib/redeem-code';
import { useDateFormat } from '../../../lib/use-date-format';
import { useNumberFormat } from '../../../lib/use-number-format';
import type { GeneratedCodes } from '../api/generate-codes';
import { useExportCodes } from '../api/export-codes';
import { useCodes } from '../api/list-codes';
import { AdminPage, EmptyState, Panel } from '../components/admin-page';
import { CodesTextForm } from '../components/codes-text-form';
import { GenerateCodesForm } from '../components/generate-codes-form';
import { SelectField } from '../../../components/ui/select-field';
import { QueryState } from '../../../components/ui/query-state';
import { ScrollRegion } from '../../../components/ui/scroll-region';

type StatusFilter = '' | 'used' | 'unused';

/**
 * /admin/point-codes: generate batches of top-up codes, list them, export a batch as CSV or print it, and write
 * the text that tells students where codes are sold.
 */
export default function AdminPointCodesPage() {
  const { t } = useTranslation('points-admin');
  const errorText = useErrorMessage();
  const { formatPoints } = useNumberFormat();
  const { formatDateTime } = useDateFormat();
  const [status, setStatus] = useState<StatusFilter>('');
  const [batch, setBatch] = useState('');
  const [page, setPage] = useState(1);
  const [generated, setGenerated] = useState<GeneratedCodes | null>(null);
  const codes = useCodes({ status: status || undefined, batch: batch.trim() || undefined, page });
  const exporter = useExportCodes();
  const rows = codes.data?.codes ?? [];

  function exportBatch(which: string | null) {
    exporter.mutate(which, { onError: (error) => notify.error(errorText(error)) });
  }

  return (
    <AdminPage title={t('codes.title')} lead={t('codes.lead')}>
      <title>{`${t('codes.title')} · ${t('common:app.name')}`}</title>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Panel id="generate" title={t('codes.generateTitle')} subtitle={t('codes.generateSubtitle')}>
          <GenerateCodesForm
            onGenerated={(result) => {
              setGenerated(result);
              setBatch(result.batch);
              setStatus('');
              setPage(1);
              notify.success(t('codes.generated', { count: result.codes.length }));
            }}
          />
        </Panel>
        <Panel id="last-batch" title={t('codes.lastBatch')}>
          {generated ? (
            <div className="space-y-4">
              <dl className="space-y-2 text-sm">
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">{t('codes.batch')}</dt>
                  <dd className="font-mono font-semibold text-slate-900" dir="ltr">
                    {generated.batch}
                  </dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">{t('codes.count')}</dt>
                  <dd className="font-semibold text-slate-900 tabular-nums">
                    {formatPoints(generated.codes.length)}
                  </dd>
                </div>
              </dl>
              <div className="grid gap-2">
                <Link
                  to={`/admin/point-codes/print?batch=${encodeURIComponent(generated.batch)}`}
                  className={buttonClasses('primary')}
                >
                  <PrinterIcon className="size-5" />
                  {t('codes.print')}
                </Link>
                <Button
                  variant="secondary"
                  pending={exporter.isPending}
                  onClick={() => exportBatch(generated.batch)}
                >
                  <DownloadIcon className="size-5" />
                  {t('codes.exportCsv')}
                </Button>
              </div>
            </div>
          ) : (
            <p className="text-sm text-slate-600">{t('codes.lastBatchNone')}</p>
          )}
        </Panel>
      </div>

      <Panel id="codes-list" title={t('codes.listTitle')}>
        <div className="mb-5 grid gap-4 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
          <SelectField
            label={t('codes.statusFilter')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as StatusFilter);
              setPage(1);
            }}
          >
            <option value="">{t('codes.all')}</option>
            <option value="unused">{t('codes.unused')}</option>
            <option value="used">{t('codes.used')}</option>
          </SelectField>
          <TextField
            label={t('codes.batchFilter')}
            value={batch}
            dir="ltr"
            onChange={(event) => {
              setBatch(event.target.value);
              setPage(1);
            }}
            placeholder={t('codes.batchPlaceholder')}
          />
          <div className="flex gap-2">
            {batch.trim() ? (
              <Link
                to={`/admin/point-codes/print?batch=${encodeURIComponent(batch.trim())}`}
                className={buttonClasses('secondary')}
              >
                <PrinterIcon className="size-5" />
                {t('codes.printShort')}
              </Link>
            ) : null}
            <Button
              variant="secondary"
              pending={exporter.isPending}
              onClick={() => exportBatch(batch.trim() || null)}
            >
              <DownloadIcon className="size-5" />
              {t('codes.csvShort')}
            </Button>
          </div>
        </div>
        <QueryState
          query={codes}
          loading="page"
          isEmpty={(data) => data.codes.length === 0}
          empty={
            <EmptyState
              icon={<TicketIcon className="size-10" />}
              title={t('codes.empty')}
              hint={t('codes.emptyHint')}
            />
          }
        >
          {(data) => (
            <>
              <ScrollRegion label={t('codes.listTitle')} className="-mx-2">
                <table className="w-full min-w-[44rem] text-sm">
                  <caption className="sr-only">{t('codes.listTitle')}</caption>
                  <thead>
                    <tr className="border-b border-slate-200 text-xs text-slate-600">
                      <th scope="col" className="px-3 py-3 text-start font-semibold">
                        {t('codes.code')}
                      </th>
                      <th scope="col" className="px-3 py-3 text-end font-semibold">
                        {t('codes.points')}
                      </th>
                      <th scope="col" className="px-3 py-3 text-start font-semibold">
                        {t('codes.batch')}
                      </th>
                      <th scope="col" className="px-3 py-3 text-start font-semibold">
                        {t('codes.created')}
                      </th>
                      <th scope="col" className="px-3 py-3 text-start font-semibold">
                        {t('codes.redeemed')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {rows.map((code) => (
                      <tr key={code.id}>
                        <td
                          className="px-3 py-3 font-mono font-semibold whitespace-nowrap text-slate-900"
                          dir="ltr"
                        >
                          {groupCode(code.code)}
                        </td>
                        <td className="px-3 py-3 text-end tabular-nums">
                          {formatPoints(code.points)}
                          {code.package_name ? (
                            <span className="block text-xs text-slate-600">{code.package_name}</span>
                          ) : null}
                        </td>
                        <td className="px-3 py-3">
                          <button
                            type="button"
                            onClick={() => {
                              setBatch(code.batch);
                              setPage(1);
                            }}
                            className="font-mono text-xs text-brand-700 underline-offset-2 hover:underline"
                            dir="ltr"
                            aria-label={t('codes.filterBatch', { batch: code.batch })}
                          >
                            {code.batch}
                          </button>
                        </td>
                        <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                          <time dateTime={code.created_at}>{formatDateTime(code.created_at)}</time>
                        </td>
                        <td className="px-3 py-3">
                          {code.redeemed_at ? (
                            <span className="text-slate-800">
                              <span className="font-semibold">
                                {code.redeemed_by_name ?? `#${code.redeemed_by ?? ''}`}
                              </span>
                              <span className="block text-xs text-slate-600">
                                <time dateTime={code.redeemed_at}>{formatDateTime(code.redeemed_at)}</time>
                              </span>
                            </span>
                          ) : (
                            <span className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
                              {t('codes.available')}
                            </span>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
              <Pagination
                page={data.pagination.page}
                totalPages={data.pagination.totalPages}
                onChange={setPage}
                label={t('codes.pages')}
              />
            </>
          )}
        </QueryState>
      </Panel>
      <Panel id="codes-text" title={t('codesText.title')} subtitle={t('codesText.subtitle')}>
        <CodesTextForm />
      </Panel>
    </AdminPage>
  );
}
