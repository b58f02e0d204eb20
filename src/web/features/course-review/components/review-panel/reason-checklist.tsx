import { useTranslation } from 'react-i18next';
import { rejectionReasonCodes, type RejectionReasonCode } from '../../../../../contract/course-revisions';

/** The structured reasons of a rejection, ticked beside the free comment. Loads `course-content`. */
export function ReasonChecklist({
  value,
  onChange,
}: {
  value: RejectionReasonCode[];
  onChange: (next: RejectionReasonCode[]) => void;
}) {
  const { t } = useTranslation(['review', 'course-content']);
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t('reject.checklist')}</legend>
      <div className="grid gap-1.5">
        {rejectionReasonCodes.map((code) => (
          <label key={code} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="reasons"
              value={code}
              checked={value.includes(code)}
              onChange={(event) =>
                onChange(event.target.checked ? [...value, code] : value.filter((c) => c !== code))
              }
              className="size-4 accent-brand-700"
            />
            {t(`course-content:reasons.${code}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
