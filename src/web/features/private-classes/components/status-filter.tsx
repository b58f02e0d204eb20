import { useTranslation } from 'react-i18next';
import { privateClassStatuses, type PrivateClassStatus } from '../../../../contract/private-classes';
import { SelectField } from '../../../components/ui/select-field';

/** The status filter of the professor's and the admin's lists ('' is every status). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: PrivateClassStatus | '';
  onChange: (status: PrivateClassStatus | '') => void;
}) {
  const { t } = useTranslation('private-classes');
  return (
    <SelectField
      label={t('filters.status')}
      value={value}
      className="w-full sm:w-60"
      onChange={(e) => onChange(e.target.value as PrivateClassStatus | '')}
    >
      <option value="">{t('filters.all')}</option>
      {privateClassStatuses.map((s) => (
        <option key={s} value={s}>
          {t(`status.${s}`)}
        </option>
      ))}
    </SelectField>
  );
}
