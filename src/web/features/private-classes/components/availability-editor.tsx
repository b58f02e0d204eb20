import { useTranslation } from 'react-i18next';
import type { AvailabilitySlot } from '../../../../contract/private-classes';
import { Button } from '../../../components/ui/button';
import { selectClasses } from '../../../components/ui/select-field';

/** Weekly hours as rows of day, from and to; rows are added and removed. */
export function AvailabilityEditor({
  value,
  onChange,
}: {
  value: AvailabilitySlot[];
  onChange: (slots: AvailabilitySlot[]) => void;
}) {
  const { t } = useTranslation('private-classes');
  const set = (index: number, patch: Partial<AvailabilitySlot>) =>
    onChange(value.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)));
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t('settings.availability')}</legend>
      {value.length === 0 ? <p className="text-sm text-slate-600">{t('settings.noSlots')}</p> : null}
      <ul className="space-y-2">
        {value.map((slot, index) => (
          <li key={index} className="flex flex-wrap items-end gap-2">
            <label className="text-sm text-slate-800">
              <span className="mb-1 block">{t('settings.day')}</span>
              <select
                className={selectClasses}
                value={slot.weekday}
                onChange={(e) => set(index, { weekday: Number(e.target.value) })}
              >
                {[0, 1, 2, 3, 4, 5, 6].map((d) => (
                  <option key={d} value={d}>
                    {t(`weekday.${d}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm text-slate-800">
              <span className="mb-1 block">{t('settings.from')}</span>
              <input
                type="time"
                className={selectClasses}
                value={slot.from}
                onChange={(e) => set(index, { from: e.target.value })}
              />
            </label>
            <label className="text-sm text-slate-800">
              <span className="mb-1 block">{t('settings.to')}</span>
              <input
                type="time"
                className={selectClasses}
                value={slot.to}
                onChange={(e) => set(index, { to: e.target.value })}
              />
            </label>
            <Button
              variant="ghost"
              onClick={() => onChange(value.filter((_, i) => i !== index))}
              aria-label={t('settings.removeSlot', { number: index + 1 })}
            >
              {t('settings.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onChange([...value, { weekday: 0, from: '16:00', to: '19:00' }])}
      >
        {t('settings.addSlot')}
      </Button>
    </fieldset>
  );
}
