import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveSessionBody, LiveSessionPatch } from '../../../../contract/live';
import { LIVE_DURATION_MAX, LIVE_DURATION_MIN, LIVE_MAX_ATTENDEES } from '../../../../contract/live';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LanguageLevelPicker } from '../../../components/ui/language-level-picker';
import { MaterialPicker } from '../../../components/ui/material-picker';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { splitFieldMessage } from '../../../lib/error-message';
import type { FieldErrors } from '../../../lib/form-errors';
import { useOwnCourses } from '../api/list-own-courses';
import {
  checkNewSession,
  checkSessionEdit,
  type Place,
  type SessionDraft,
  type SessionField,
} from './session-draft';
import { useLiveErrorMessage } from './use-live-error';

type Props = {
  initial: SessionDraft;
  pending: boolean;
  serverError: Error | null;
  submitLabel: string;
} & (
  | { mode: 'create'; onSubmit: (body: LiveSessionBody) => void }
  | { mode: 'edit'; onSubmit: (patch: LiveSessionPatch) => void }
);

const areaClasses =
  'block w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 shadow-xs outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15';

/**
 * Schedules a live session, or edits one while it is scheduled. The draft is checked with the contract's
 * schema before it is sent; the server's refusals show at the field they name, translated.
 */
export function SessionForm(props: Props) {
  const { initial, pending, serverError, submitLabel, mode } = props;
  const { t } = useTranslation('live-staff');
  const { t: te } = useTranslation('errors');
  const errorText = useLiveErrorMessage();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<SessionField>>({});
  /** The server error already shown for the current draft; typing in its field clears it. */
  const [dismissed, setDismissed] = useState<Error | null>(null);
  const descriptionId = useId();
  const placeId = useId();
  const courses = useOwnCourses();

  const split = serverError && serverError !== dismissed ? splitFieldMessage(serverError.message) : null;
  // `tags.2: …` names one tag: it is shown at the tags field.
  const server = split ? { field: split.field?.split('.')[0] ?? null, text: split.text } : null;
  const error = (field: SessionField) => {
    const message = errors[field] ?? (server?.field === field ? server.text : undefined);
    return message
      ? te(message, { keySeparator: false, nsSeparator: false, defaultValue: message })
      : undefined;
  };
  const set = (patch: Partial<SessionDraft>, field?: SessionField) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (field && errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
    if (field && server?.field === field) setDismissed(serverError);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const result = mode === 'create' ? checkNewSession(draft) : checkSessionEdit(draft);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    if (props.mode === 'create') props.onSubmit(result.body as LiveSessionBody);
    else props.onSubmit(result.body as LiveSessionPatch);
  };

  return (
    <form noValidate className="space-y-6" onSubmit={save}>
      <section
        aria-labelledby="session-about"
        className="space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="session-about" className="text-lg font-bold text-slate-900">
          {t('form.about')}
        </h2>
        <TextField
          label={t('form.title')}
          value={draft.title}
          dir="auto"
          onChange={(e) => set({ title: e.target.value }, 'title')}
          error={error('title')}
        />
        <div>
          <label htmlFor={descriptionId} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {t('form.description')}
          </label>
          <textarea
            id={descriptionId}
            rows={3}
            dir="auto"
            value={draft.description}
            aria-invalid={error('description') ? true : undefined}
            onChange={(e) => set({ description: e.target.value }, 'description')}
            className={`${areaClasses} border-slate-300`}
          />
          {error('description') ? (
            <p className="mt-1.5 text-sm font-medium text-red-700">{error('description')}</p>
          ) : null}
        </div>
        <TextField
          label={t('form.tags')}
          hint={t('form.tagsHint')}
          value={draft.tags}
          dir="auto"
          onChange={(e) => set({ tags: e.target.value }, 'tags')}
          error={error('tags')}
        />
      </section>

      {mode === 'create' ? (
        <section
          aria-labelledby="session-place"
          className="space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="session-place" className="text-lg font-bold text-slate-900">
            {t('form.placeTitle')}
          </h2>
          <SelectField
            label={t('form.course')}
            value={draft.courseId ?? ''}
            onChange={(e) => set({ courseId: e.target.value ? Number(e.target.value) : null }, 'courseId')}
            error={error('courseId')}
          >
            <option value="">{t('form.noCourse')}</option>
            {courses.data?.courses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </SelectField>
          <fieldset>
            <legend id={placeId} className="mb-1.5 text-sm font-semibold text-slate-800">
              {t('form.place')}
            </legend>
            <div className="flex flex-wrap gap-4">
              {(['none', 'material', 'language'] as const satisfies readonly Place[]).map((place) => (
                <label key={place} className="inline-flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="place"
                    value={place}
                    checked={draft.place === place}
                    onChange={() =>
                      set({ place }, place === 'language' ? 'language_level_id' : 'material_id')
                    }
                    className="size-4 accent-brand-700"
                  />
                  {t(`form.places.${place}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {draft.place === 'material' ? (
            <div>
              <MaterialPicker
                value={draft.materialId}
                onChange={(materialId) => set({ materialId }, 'material_id')}
                labels={{
                  search: t('form.materialSearch'),
                  material: t('form.material'),
                  choose: t('form.chooseMaterial'),
                  noMatch: t('form.noMaterial'),
                }}
              />
              {error('material_id') ? (
                <p className="mt-1.5 text-sm font-medium text-red-700">{error('material_id')}</p>
              ) : null}
            </div>
          ) : null}
          {draft.place === 'language' ? (
            <div>
              <LanguageLevelPicker
                languageId={draft.languageId}
                levelId={draft.languageLevelId}
                onChange={(languageId, languageLevelId) =>
                  set({ languageId, languageLevelId }, 'language_level_id')
                }
                labels={{
                  language: t('form.language'),
                  chooseLanguage: t('form.chooseLanguage'),
                  level: t('form.languageLevel'),
                  chooseLevel: t('form.chooseLevel'),
                }}
              />
              {error('language_level_id') ? (
                <p className="mt-1.5 text-sm font-medium text-red-700">{error('language_level_id')}</p>
              ) : null}
            </div>
          ) : null}
          <p className="text-sm text-slate-600">{t('form.placeHint')}</p>
        </section>
      ) : null}

      <section
        aria-labelledby="session-when"
        className="space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="session-when" className="text-lg font-bold text-slate-900">
          {t('form.whenTitle')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('form.when')}
            hint={t('form.whenHint', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
            type="datetime-local"
            value={draft.when}
            onChange={(e) => set({ when: e.target.value }, 'scheduledAt')}
            error={error('scheduledAt')}
          />
          <TextField
            label={t('form.duration')}
            hint={t('form.durationHint', { min: LIVE_DURATION_MIN, max: LIVE_DURATION_MAX })}
            type="number"
            inputMode="numeric"
            min={LIVE_DURATION_MIN}
            max={LIVE_DURATION_MAX}
            value={draft.duration}
            onChange={(e) => set({ duration: e.target.value }, 'duration')}
            error={error('duration')}
          />
          <TextField
            label={t('form.maxAttendees')}
            type="number"
            inputMode="numeric"
            min={1}
            max={LIVE_MAX_ATTENDEES}
            value={draft.maxAttendees}
            onChange={(e) => set({ maxAttendees: e.target.value }, 'maxAttendees')}
            error={error('maxAttendees')}
          />
          <TextField
            label={t('form.price')}
            hint={t('form.priceHint')}
            type="number"
            inputMode="numeric"
            min={0}
            value={draft.price}
            onChange={(e) => set({ price: e.target.value }, 'price')}
            error={error('price')}
          />
        </div>
        <TextField
          label={t('form.meetingUrl')}
          hint={t('form.meetingUrlHint')}
          type="url"
          dir="ltr"
          placeholder="https://"
          value={draft.meetingUrl}
          onChange={(e) => set({ meetingUrl: e.target.value }, 'meetingUrl')}
          error={error('meetingUrl')}
        />
      </section>

      {Object.keys(errors).length ? <Alert tone="error">{t('form.fixErrors')}</Alert> : null}
      {server && !server.field ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
      {server?.field && !isFormField(server.field) ? (
        <Alert tone="error">{errorText(serverError)}</Alert>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" pending={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

const FORM_FIELDS: readonly string[] = [
  'title',
  'description',
  'tags',
  'courseId',
  'material_id',
  'language_level_id',
  'scheduledAt',
  'duration',
  'maxAttendees',
  'price',
  'meetingUrl',
];
const isFormField = (field: string) => FORM_FIELDS.includes(field);
