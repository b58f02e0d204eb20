import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS, type FooterContent } from '../../../../contract/settings';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { LocalizedInput } from '../../../components/ui/localized-input';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { selectClasses } from '../../../components/ui/select-field';
import { useErrorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useFooterContent } from '../../../lib/queries/get-footer-content';
import { useUpdateFooterContent } from '../api/update-footer-content';
import { FooterColumnsEditor } from '../components/footer-columns-editor';
import { FormSection } from '../components/form-section';

const inputClass =
  'block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15';

/** /admin/footer-content: the footer every public page shows. */
export default function FooterContentPage() {
  const { t } = useTranslation('settings');
  const query = useFooterContent();
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <div className="mx-auto max-w-4xl">
        <title>{`${t('footer.title')} · ${t('common:app.name')}`}</title>
        <PageHeader title={t('footer.title')} subtitle={t('footer.lead')} />
        <QueryState query={query}>{(saved) => <FooterForm saved={saved} />}</QueryState>
      </div>
    </div>
  );
}

function FooterForm({ saved }: { saved: FooterContent }) {
  const { t } = useTranslation('settings');
  const errorText = useErrorMessage();
  const update = useUpdateFooterContent();
  const [draft, setDraft] = useState(saved);
  const set = <K extends keyof FooterContent>(key: K, value: FooterContent[K]) =>
    setDraft({ ...draft, [key]: value });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(draft, {
      onSuccess: (result) => {
        setDraft(result);
        notify.success(t('footer.saved'));
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {update.isError ? <Alert tone="error">{errorText(update.error)}</Alert> : null}
      <FormSection title={t('footer.aboutTitle')}>
        <LocalizedInput
          name="about"
          legend={t('footer.about')}
          hint={t('footer.aboutHint')}
          value={draft.about}
          onChange={(v) => set('about', v)}
          maxLength={600}
          multiline
        />
      </FormSection>
      <FormSection title={t('footer.columns')}>
        <FooterColumnsEditor columns={draft.columns} onChange={(columns) => set('columns', columns)} />
      </FormSection>
      <FormSection title={t('footer.social')}>
        {draft.social.map((link, index) => (
          <div key={index} className="flex flex-wrap items-end gap-2">
            <label className="w-40 text-sm font-semibold text-slate-800">
              {t('footer.network')}
              <select
                className={`${selectClasses} mt-1`}
                value={link.network}
                onChange={(e) =>
                  set(
                    'social',
                    draft.social.map((l, i) =>
                      i === index ? { ...l, network: e.target.value as typeof l.network } : l,
                    ),
                  )
                }
              >
                {SOCIAL_NETWORKS.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <label className="min-w-0 flex-1 text-sm font-semibold text-slate-800">
              {t('footer.url')}
              <input
                className={`${inputClass} mt-1`}
                dir="ltr"
                value={link.url}
                placeholder="https://"
                onChange={(e) =>
                  set(
                    'social',
                    draft.social.map((l, i) => (i === index ? { ...l, url: e.target.value } : l)),
                  )
                }
              />
            </label>
            <button
              type="button"
              className={buttonClasses('ghost', 'sm')}
              onClick={() =>
                set(
                  'social',
                  draft.social.filter((_, i) => i !== index),
                )
              }
            >
              {t('footer.removeLink')}
            </button>
          </div>
        ))}
        <button
          type="button"
          className={buttonClasses('secondary', 'sm')}
          disabled={draft.social.length >= 10}
          onClick={() => set('social', [...draft.social, { network: 'facebook', url: '' }])}
        >
          {t('footer.addSocial')}
        </button>
      </FormSection>
      <FormSection title={t('footer.contact')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="text-sm font-semibold text-slate-800">
            {t('footer.email')}
            <input
              type="email"
              dir="ltr"
              className={`${inputClass} mt-1`}
              value={draft.contact.email}
              onChange={(e) => set('contact', { ...draft.contact, email: e.target.value })}
            />
          </label>
          <label className="text-sm font-semibold text-slate-800">
            {t('footer.phone')}
            <input
              type="tel"
              dir="ltr"
              className={`${inputClass} mt-1`}
              value={draft.contact.phone}
              onChange={(e) => set('contact', { ...draft.contact, phone: e.target.value })}
            />
          </label>
        </div>
        <label className="block text-sm font-semibold text-slate-800">
          {t('footer.address')}
          <input
            dir="auto"
            maxLength={200}
            className={`${inputClass} mt-1`}
            value={draft.contact.address}
            onChange={(e) => set('contact', { ...draft.contact, address: e.target.value })}
          />
        </label>
      </FormSection>
      <Button type="submit" pending={update.isPending}>
        {t('footer.save')}
      </Button>
    </form>
  );
}
