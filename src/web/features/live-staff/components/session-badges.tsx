import { useTranslation } from 'react-i18next';
import type { LiveSection, LiveSessionStatus } from '../../../../contract/live';

const STATUS_TONES: Record<LiveSessionStatus, string> = {
  scheduled: 'bg-sky-50 text-sky-900 ring-sky-300',
  starting: 'bg-amber-50 text-amber-900 ring-amber-300',
  live: 'bg-red-50 text-red-800 ring-red-300',
  technical_issues: 'bg-orange-50 text-orange-900 ring-orange-300',
  ended: 'bg-slate-100 text-slate-800 ring-slate-300',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
};

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

/** Where a session stands in its life: scheduled, starting, live, … */
export function SessionStatusBadge({ status }: { status: LiveSessionStatus }) {
  const { t } = useTranslation('live-staff');
  return <span className={`${badge} ${STATUS_TONES[status]}`}>{t(`status.${status}`)}</span>;
}

/** Whether an admin has approved the session yet. */
export function ApprovalBadge({ approved }: { approved: boolean }) {
  const { t } = useTranslation('live-staff');
  return (
    <span
      className={`${badge} ${approved ? 'bg-brand-50 text-brand-800 ring-brand-300' : 'bg-amber-50 text-amber-900 ring-amber-300'}`}
    >
      {approved ? t('approval.approved') : t('approval.pending')}
    </span>
  );
}

const REVIEW_TONES: Record<LiveSection['status'], string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-300',
  approved: 'bg-brand-50 text-brand-800 ring-brand-300',
  rejected: 'bg-red-50 text-red-800 ring-red-300',
};

/** A live section's review state. */
export function SectionStatusBadge({ status }: { status: LiveSection['status'] }) {
  const { t } = useTranslation('live-staff');
  return <span className={`${badge} ${REVIEW_TONES[status]}`}>{t(`sectionStatus.${status}`)}</span>;
}
