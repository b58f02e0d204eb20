import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SLIDE_AUDIENCES, SLIDE_DURATION } from '../../../../contract/slides';
import { LocalizedInput } from '../../../components/ui/localized-input';
import { selectClasses } from '../../../components/ui/select-field';
import type { SlideFormState } from './slide-form-state';

const inputClass =
  'block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15';
const labelClass = 'mb-1 block text-sm font-semibold text-slate-800';

/** Every field of a slide but its file: texts in three languages, link, audience, schedule, look. */
export function SlideFields({
  state,
  onChange,
}: {
  state: SlideFormState;
  onChange: (next: SlideFormState) => void;
}) {
  const { t } = useTranslation('slides');
  const id = useId();
  const set = <K extends keyof SlideFormState>(key: K, value: SlideFormState[K]) =>
    onChange({ ...state, [key]: value });
  return (
    <div className="space-y-6">
      <LocalizedInput
        name="title"
        legend={t('editor.title')}
        hint={t('editor.oneLanguage')}
        value={state.title}
        onChange={(v) => set('title', v)}
        maxLength={120}
      />
      <LocalizedInput
        name="description"
        legend={t('editor.description')}
        value={state.description}
        onChange={(v) => set('description', v)}
        maxLength={400}
        multiline
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <LocalizedInput
          name="cta"
          legend={t('editor.ctaText')}
          value={state.cta_text}
          onChange={(v) => set('cta_text', v)}
          maxLength={40}
        />
        <div>
          <label htmlFor={`${id}-link`} className={labelClass}>
            {t('editor.ctaLink')}
          </label>
          <input
            id={`${id}-link`}
            className={inputClass}
            dir="ltr"
            value={state.cta_link}
            placeholder="/TTHCourses"
            onChange={(e) => set('cta_link', e.target.value)}
          />
          <p className="mt-1 text-sm text-slate-600">{t('editor.ctaLinkHint')}</p>
        </div>
      </div>
      <fieldset>
        <legend className={labelClass}>{t('editor.audience')}</legend>
        <div className="flex flex-wrap gap-4">
          {SLIDE_AUDIENCES.map((role) => (
            <label key={role} className="inline-flex items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={state.target_audience_roles.includes(role)}
                onChange={(e) =>
                  set(
                    'target_audience_roles',
                    e.target.checked
                      ? [...state.target_audience_roles, role]
                      : state.target_audience_roles.filter((r) => r !== role),
                  )
                }
              />
              {t(`audience.${role}`)}
            </label>
          ))}
        </div>
        <p className="mt-1 text-sm text-slate-600">{t('editor.audienceHint')}</p>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-start`} className={labelClass}>
            {t('editor.start')}
          </label>
          <input
            id={`${id}-start`}
            type="datetime-local"
            className={inputClass}
            value={state.start}
            onChange={(e) => set('start', e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-end`} className={labelClass}>
            {t('editor.end')}
          </label>
          <input
            id={`${id}-end`}
            type="datetime-local"
            className={inputClass}
            value={state.end}
            onChange={(e) => set('end', e.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-duration`} className={labelClass}>
            {t('editor.duration')}
          </label>
          <input
            id={`${id}-duration`}
            type="number"
            min={SLIDE_DURATION.min}
            max={SLIDE_DURATION.max}
            className={inputClass}
            value={state.duration}
            onChange={(e) => set('duration', Number(e.target.value))}
          />
        </div>
        <div>
          <label htmlFor={`${id}-transition`} className={labelClass}>
            {t('editor.transition')}
          </label>
          <select
            id={`${id}-transition`}
            className={selectClasses}
            value={state.transition}
            onChange={(e) => set('transition', e.target.value as 'fade' | 'slide')}
          >
            <option value="fade">{t('editor.fade')}</option>
            <option value="slide">{t('editor.slide')}</option>
          </select>
        </div>
        <label className="inline-flex items-center gap-2 self-end pb-2 text-slate-800">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={state.is_active}
            onChange={(e) => set('is_active', e.target.checked)}
          />
          {t('editor.active')}
        </label>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-color`} className={labelClass}>
            {t('editor.overlayColor')}
          </label>
          <input
            id={`${id}-color`}
            type="color"
            className="h-11 w-20 rounded-xl border border-slate-300 bg-white p-1"
            value={state.overlay_color}
            onChange={(e) => set('overlay_color', e.target.value)}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-opacity`} className={labelClass}>
            {t('editor.overlayOpacity', { percent: Math.round(state.overlay_opacity * 100) })}
          </label>
          <input
            id={`${id}-opacity`}
            type="range"
            min={0}
            max={100}
            className="w-full accent-brand-700"
            value={Math.round(state.overlay_opacity * 100)}
            onChange={(e) => set('overlay_opacity', Number(e.target.value) / 100)}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-alt`} className={labelClass}>
          {t('editor.altText')}
        </label>
        <input
          id={`${id}-alt`}
          className={inputClass}
          dir="auto"
          maxLength={300}
          value={state.alt_text}
          onChange={(e) => set('alt_text', e.target.value)}
        />
        <p className="mt-1 text-sm text-slate-600">{t('editor.altTextHint')}</p>
      </div>
    </div>
  );
}
