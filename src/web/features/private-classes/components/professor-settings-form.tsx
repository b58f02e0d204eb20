import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  professorPrivateClassSettings,
  type ProfessorPrivateClassSettings,
  type TeacherProfile,
} from '../../../../contract/private-classes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/error-message';
import { useSaveMySettings } from '../api/professor-settings';
import { AvailabilityEditor } from './availability-editor';
import { SubjectsEditor } from './subjects-editor';

/** The professor's private-class offer and public profile, saved at once with PUT /professor/private-class-settings. */
export function ProfessorSettingsForm({
  initial,
  profile,
}: {
  initial: ProfessorPrivateClassSettings;
  profile: TeacherProfile | undefined;
}) {
  const { t } = useTranslation('private-classes');
  const errorText = useErrorMessage();
  const save = useSaveMySettings();
  const [form, setForm] = useState(initial);
  const [invalid, setInvalid] = useState<string | null>(null);
  const set = (patch: Partial<ProfessorPrivateClassSettings>) => (
    save.reset(),
    setForm({ ...form, ...patch })
  );
  const levelNames = new Map((profile?.language_levels ?? []).map((l) => [l.id, l.name]));

  return (
    <form
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = professorPrivateClassSettings.safeParse(form);
        if (!parsed.success) return setInvalid(errorText(new Error(parsed.error.issues[0]?.message ?? '')));
        setInvalid(null);
        save.mutate(parsed.data);
      }}
    >
      <section aria-labelledby="offer" className="space-y-4 rounded-3xl bg-white p-6 ring-1 ring-slate-200">
        <h2 id="offer" className="text-lg font-bold text-slate-900">
          {t('settings.offer')}
        </h2>
        <label className="flex items-center gap-3 text-slate-800">
          <input
            type="checkbox"
            className="size-5"
            checked={form.enabled}
            onChange={(e) => set({ enabled: e.target.checked })}
          />
          {t('settings.enabled')}
        </label>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('settings.price')}
            type="number"
            min={0}
            value={form.price_per_session}
            onChange={(e) => set({ price_per_session: Number(e.target.value) })}
          />
          <TextField
            label={t('settings.minutes')}
            type="number"
            min={15}
            max={480}
            value={form.session_minutes}
            onChange={(e) => set({ session_minutes: Number(e.target.value) })}
          />
          <TextField
            label={t('settings.timezone')}
            dir="ltr"
            value={form.timezone}
            onChange={(e) => set({ timezone: e.target.value })}
          />
        </div>
        <AvailabilityEditor value={form.availability} onChange={(availability) => set({ availability })} />
      </section>
      <section
        aria-labelledby="public-profile"
        className="space-y-4 rounded-3xl bg-white p-6 ring-1 ring-slate-200"
      >
        <h2 id="public-profile" className="text-lg font-bold text-slate-900">
          {t('settings.profile')}
        </h2>
        <div>
          <label htmlFor="bio" className="mb-1.5 block text-sm font-semibold text-slate-800">
            {t('settings.bio')}
          </label>
          <textarea
            id="bio"
            dir="auto"
            rows={4}
            maxLength={2000}
            value={form.bio}
            onChange={(e) => set({ bio: e.target.value })}
            className="block w-full rounded-xl border border-slate-300 p-3 text-base outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15"
          />
        </div>
        <SubjectsEditor
          materialIds={form.material_ids}
          levelIds={form.language_level_ids}
          levelNames={levelNames}
          onChange={({ materialIds, levelIds }) =>
            set({ material_ids: materialIds, language_level_ids: levelIds })
          }
        />
      </section>
      {invalid ? <Alert tone="error">{invalid}</Alert> : null}
      {save.isError ? <Alert tone="error">{errorText(save.error)}</Alert> : null}
      {save.isSuccess ? <Alert tone="success">{t('settings.saved')}</Alert> : null}
      <Button type="submit" pending={save.isPending}>
        {t('settings.save')}
      </Button>
    </form>
  );
}
