import type { RejectionReasonCode } from '../../../../../contract/course-revisions';
import { ReasonChecklist } from './reason-checklist';

/**
 * What a rejection asks of the admin, for a new course and for a revision alike: the reasons' checklist and the
 * free comment, with its hint or its error below it.
 */
export function RejectionFields({
  id,
  reasons,
  onReasons,
  reason,
  onReason,
  error,
  label,
  hint,
}: {
  id: string;
  reasons: RejectionReasonCode[];
  onReasons: (next: RejectionReasonCode[]) => void;
  reason: string;
  onReason: (next: string) => void;
  error: string | null;
  label: string;
  hint: string;
}) {
  return (
    <>
      <ReasonChecklist value={reasons} onChange={onReasons} />
      <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={`${id}-reason`}
        name="reason"
        rows={3}
        dir="auto"
        value={reason}
        maxLength={2000}
        onChange={(event) => onReason(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        className={`block w-full rounded-xl border bg-white px-3 py-2.5 text-base text-slate-900 outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 ${
          error ? 'border-red-600' : 'border-slate-300 hover:border-slate-400'
        }`}
      />
      <p id={`${id}-hint`} className={`text-sm ${error ? 'font-medium text-red-700' : 'text-slate-600'}`}>
        {error ?? hint}
      </p>
    </>
  );
}
