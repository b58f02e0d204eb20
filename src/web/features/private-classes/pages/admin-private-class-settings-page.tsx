import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  platformPrivateClassSettings,
  type PlatformPrivateClassSettings,
} from '../../../../contract/private-classes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/error-message';
import { usePlatformSettings, useSavePlatformSettings } from '../api/platform-settings';

function SettingsForm({ initial }: { initial: PlatformPrivateClassSettings }) {
  const { t } = useTranslation('private-classes');
  const errorText = useErrorMessage();
  const save = useSavePlatformSettings();
  const [form, setForm] = useState(initial);
  const [minutes, setMinutes] = useState(initial.session_minutes_allowed.join(', '));
  const [invalid, setInvalid] = useState<string | null>(null);
  const set = (patch: Partial<PlatformPrivateClassSettings>) => (
    save.reset(),
    setForm({ ...form, ...patch })
  );
  const number = (key: keyof PlatformPrivateClassSettings, label: string) => (
    <TextField
      label={label}
      type="number"
      min={0}
      value={String(form[key])}
      onChange={(e) => set({ [key]: Number(e.target.value) })}
    />
  );
  return (
    <form
      className="space-y-6 rounded-3xl bg-white p-6 ring-1 ring-slate-200"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = platformPrivateClassSettings.safeParse({
          ...form,
          session_minutes_allowed: minutes
            .split(/[,\s،]+/)
            .filter(Boolean)
            .map(Number),
        });
        if (!parsed.success) return setInvalid(errorText(new Error(parsed.error.issues[0]?.message ?? '')));
        setInvalid(null);
        save.mutate(parsed.data, {
          onSuccess: (saved) => setMinutes(saved.session_minutes_allowed.join(', ')),
        });
      }}
    >
      <label className="flex items-center gap-3 text-slate-800">
        <input
          type="checkbox"
          className="size-5"
          checked={form.enabled}
          onChange={(e) => set({ enabled: e.target.checked })}
        />
        {t('admin.enabled')}
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        {number('default_price_per_session', t('admin.defaultPrice'))}
        {number('commission_percent', t('admin.commission'))}
        {number('min_price', t('admin.minPrice'))}
        {number('max_price', t('admin.maxPrice'))}
      </div>
      <TextField
        label={t('admin.minutes')}
        hint={t('admin.minutesHint')}
        dir="ltr"
        value={minutes}
        onChange={(e) => (save.reset(), setMinutes(e.target.value))}
      />
      {invalid ? <Alert tone="error">{invalid}</Alert> : null}
      {save.isError ? <Alert tone="error">{errorText(save.error)}</Alert> : null}
      {save.isSuccess ? <Alert tone="success">{t('settings.saved')}</Alert> : null}
      <Button type="submit" pending={save.isPending}>
        {t('settings.save')}
      </Button>
    </form>
  );
}

/** /admin/private-class-settings: whether private classes are open, the price range, lengths and commission. */
export default function AdminPrivateClassSettingsPage() {
  const { t } = useTranslation('private-classes');
  const query = usePlatformSettings();
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <div className="mx-auto max-w-5xl">
        <title>{`${t('admin.title')} · ${t('common:app.name')}`}</title>
        <PageHeader eyebrow={t('page.eyebrow')} title={t('admin.title')} subtitle={t('admin.subtitle')} />
        <QueryState query={query}>{(data) => <SettingsForm initial={data} />}</QueryState>
      </div>
    </div>
  );
}
