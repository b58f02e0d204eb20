import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appLanguages } from '../../../../contract/languages';
import type { PlatformSettings } from '../../../../contract/settings';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LocalizedInput } from '../../../components/ui/localized-input';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { selectClasses } from '../../../components/ui/select-field';
import { useErrorMessage } from '../../../lib/error-message';
import { LANGUAGE_NAMES } from '../../../lib/languages';
import { notify } from '../../../lib/notify';
import { useAdminSettings } from '../api/get-admin-settings';
import { useUpdateSettings } from '../api/update-settings';
import { FormSection } from '../components/form-section';

const inputClass =
  'block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15';

/** /admin/settings: the platform settings; saving sends only what changed. */
export default function AdminSettingsPage() {
  const { t } = useTranslation('settings');
  const query = useAdminSettings();
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <div className="mx-auto max-w-4xl">
        <title>{`${t('page.title')} · ${t('common:app.name')}`}</title>
        <PageHeader title={t('page.title')} subtitle={t('page.lead')} />
        <QueryState query={query}>{(saved) => <SettingsForm saved={saved} />}</QueryState>
      </div>
    </div>
  );
}

function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children(id)}
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
    </div>
  );
}

function SettingsForm({ saved }: { saved: PlatformSettings }) {
  const { t } = useTranslation('settings');
  const errorText = useErrorMessage();
  const update = useUpdateSettings();
  const [draft, setDraft] = useState(saved);
  const set = <K extends keyof PlatformSettings>(key: K, value: PlatformSettings[K]) =>
    setDraft({ ...draft, [key]: value });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes = Object.fromEntries(
      Object.entries(draft).filter(
        ([key, value]) => JSON.stringify(value) !== JSON.stringify(saved[key as keyof PlatformSettings]),
      ),
    ) as Partial<PlatformSettings>;
    if (Object.keys(changes).length === 0) {
      notify.info(t('page.nothingChanged'));
      return;
    }
    update.mutate(changes, {
      onSuccess: (result) => {
        setDraft(result);
        notify.success(t('page.saved'));
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {update.isError ? <Alert tone="error">{errorText(update.error)}</Alert> : null}
      <FormSection title={t('sections.identity')}>
        <LocalizedInput
          name="site-name"
          legend={t('fields.siteName')}
          hint={t('fields.siteNameHint')}
          value={draft.site_name}
          onChange={(v) => set('site_name', v)}
          maxLength={60}
        />
        <Field label={t('fields.logoText')} hint={t('fields.logoTextHint')}>
          {(id) => (
            <input
              id={id}
              className={inputClass}
              dir="auto"
              maxLength={30}
              value={draft.logo_text}
              onChange={(e) => set('logo_text', e.target.value)}
            />
          )}
        </Field>
        <Field label={t('fields.defaultLanguage')} hint={t('fields.defaultLanguageHint')}>
          {(id) => (
            <select
              id={id}
              className={selectClasses}
              value={draft.default_language}
              onChange={(e) =>
                set('default_language', e.target.value as PlatformSettings['default_language'])
              }
            >
              {appLanguages.map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </FormSection>
      <FormSection title={t('sections.contact')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('fields.supportEmail')}>
            {(id) => (
              <input
                id={id}
                type="email"
                dir="ltr"
                className={inputClass}
                value={draft.support_email}
                onChange={(e) => set('support_email', e.target.value)}
              />
            )}
          </Field>
          <Field label={t('fields.supportPhone')}>
            {(id) => (
              <input
                id={id}
                type="tel"
                dir="ltr"
                className={inputClass}
                value={draft.support_phone}
                onChange={(e) => set('support_phone', e.target.value)}
              />
            )}
          </Field>
        </div>
        <Field label={t('fields.mailSender')} hint={t('fields.mailSenderHint')}>
          {(id) => (
            <input
              id={id}
              className={inputClass}
              dir="auto"
              maxLength={60}
              value={draft.mail_sender_name}
              onChange={(e) => set('mail_sender_name', e.target.value)}
            />
          )}
        </Field>
      </FormSection>
      <FormSection title={t('sections.sales')}>
        <Field label={t('fields.share')} hint={t('fields.shareHint')}>
          {(id) => (
            <input
              id={id}
              type="number"
              min={0}
              max={100}
              step={1}
              className={`${inputClass} max-w-40`}
              value={Number.isNaN(draft.professor_share_percent) ? '' : draft.professor_share_percent}
              onChange={(e) =>
                set('professor_share_percent', e.target.value === '' ? Number.NaN : Number(e.target.value))
              }
            />
          )}
        </Field>
        <LocalizedInput
          name="currency"
          legend={t('fields.currency')}
          hint={t('fields.currencyHint')}
          value={draft.currency_label}
          onChange={(v) => set('currency_label', v)}
          maxLength={20}
        />
        <p className="text-sm text-slate-600">
          <Link to="/admin/pricing" className="font-semibold text-brand-700 underline">
            {t('fields.pricingLink')}
          </Link>
        </p>
      </FormSection>
      <FormSection title={t('sections.accounts')}>
        <label className="inline-flex items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={draft.registration_open}
            onChange={(e) => set('registration_open', e.target.checked)}
          />
          {t('fields.registrationOpen')}
        </label>
        <p className="text-sm text-slate-600">{t('fields.registrationHint')}</p>
      </FormSection>
      <Button type="submit" pending={update.isPending}>
        {t('page.save')}
      </Button>
    </form>
  );
}
