import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rejectSectionBody, type LiveSection } from '../../../../contract/live';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { PriceLabel } from '../../../components/ui/price-label';
import { QueryState } from '../../../components/ui/query-state';
import { notify } from '../../../lib/notify';
import {
  PENDING_SECTIONS_PAGE_SIZE,
  pendingLiveSectionsCountQuery,
  pendingLiveSectionsQuery,
} from '../../../lib/queries/pending-counts';
import { useDateFormat } from '../../../lib/use-date-format';
import { useReviewLiveSection } from '../api/review-live-section';
import { useLiveErrorMessage } from './use-live-error';

/**
 * The live sections waiting for review, oldest first, a page at a time (the page count from the sidebar's
 * count of them), each approved or rejected with a reason. A page emptied by reviews shows the last one left.
 */
export function PendingSections({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('live-staff');
  const count = useQuery(pendingLiveSectionsCountQuery());
  const totalPages = Math.ceil((count.data ?? 0) / PENDING_SECTIONS_PAGE_SIZE);
  const shown = count.data === undefined ? page : Math.max(1, Math.min(page, totalPages));
  const query = useQuery(pendingLiveSectionsQuery(shown));
  return (
    <QueryState
      query={query}
      isEmpty={(data) => data.length === 0}
      empty={
        <p className="rounded-2xl bg-white p-5 text-slate-700 ring-1 ring-slate-200">
          {t('admin.noSections')}
        </p>
      }
    >
      {(data) => (
        <>
          <ul
            className={`space-y-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-label={t('admin.sectionsTitle')}
            aria-busy={query.isPlaceholderData}
          >
            {data.map((section) => (
              <li key={section.id}>
                <SectionCard section={section} />
              </li>
            ))}
          </ul>
          <Pagination
            page={shown}
            totalPages={totalPages}
            onChange={onPage}
            label={t('admin.sectionsPages')}
          />
        </>
      )}
    </QueryState>
  );
}

function SectionCard({ section }: { section: LiveSection }) {
  const { t } = useTranslation('live-staff');
  const { t: te } = useTranslation('errors');
  const errorText = useLiveErrorMessage();
  const { formatDate } = useDateFormat();
  const { approve, reject } = useReviewLiveSection();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonId = useId();
  const named = <span className="sr-only">: {section.title}</span>;
  return (
    <article
      className="rounded-2xl bg-white p-4 ring-1 ring-slate-200"
      aria-labelledby={`section-${section.id}`}
    >
      <h3 id={`section-${section.id}`} className="font-semibold break-words text-slate-900" dir="auto">
        {section.title}
      </h3>
      <p className="text-sm text-slate-700">
        <span dir="auto">{section.professorName}</span> · {formatDate(section.createdAt)} ·{' '}
        {t('sections.sessionCount', { count: section.sessionIds.length })} ·{' '}
        <PriceLabel price={section.price} />
      </p>
      {section.description ? (
        <p className="mt-1 text-sm break-words text-slate-600" dir="auto">
          {section.description}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          pending={approve.isPending}
          onClick={() =>
            approve.mutate(section.id, { onSuccess: () => notify.success(t('admin.sectionApproved')) })
          }
        >
          {t('admin.approve')}
          {named}
        </Button>
        <Button size="sm" variant="danger" onClick={() => setRejecting(true)}>
          {t('admin.reject')}
          {named}
        </Button>
      </div>
      {approve.isError ? (
        <div className="mt-2">
          <Alert tone="error">{errorText(approve.error)}</Alert>
        </div>
      ) : null}
      <ConfirmDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t('admin.rejectTitle', { title: section.title })}
        description={
          <div>
            <label htmlFor={reasonId} className="mb-1.5 block font-semibold text-slate-800">
              {t('admin.reason')}
            </label>
            <textarea
              id={reasonId}
              rows={3}
              dir="auto"
              value={reason}
              aria-invalid={reasonError ? true : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError(null);
              }}
              className="block w-full rounded-xl border border-slate-300 px-3 py-2 text-base"
            />
            {reasonError ? <p className="mt-1.5 font-medium text-red-700">{reasonError}</p> : null}
          </div>
        }
        confirmLabel={t('admin.reject')}
        cancelLabel={t('dialog.back')}
        pending={reject.isPending}
        error={reject.isError ? <Alert tone="error">{errorText(reject.error)}</Alert> : null}
        onConfirm={() => {
          const checked = rejectSectionBody.safeParse({ reason });
          if (!checked.success) {
            const message = checked.error.issues[0]?.message ?? 'A reason is required';
            setReasonError(te(message, { keySeparator: false, nsSeparator: false, defaultValue: message }));
            return;
          }
          reject.mutate(
            { id: section.id, reason: checked.data.reason },
            {
              onSuccess: () => {
                notify.success(t('admin.sectionRejected'));
                setRejecting(false);
              },
            },
          );
        }}
      />
    </article>
  );
}
