import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';

/** Whether notifications (a live session scheduled, starting, cancelled) also arrive by email. */
export function NotificationPreferences() {
  const { t } = useTranslation('users');
  const id = useId();
  const query = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const errorText = useErrorMessage();
  const checked = update.isPending ? (update.variables?.email ?? false) : (query.data?.email ?? false);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('notificationPrefs.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('notificationPrefs.subtitle')}</p>
      <div className="mt-5">
        {query.isPending ? (
          <Spinner className="size-6 text-brand-700" />
        ) : query.isError ? (
          <Alert tone="error">{errorText(query.error)}</Alert>
        ) : (
          <label htmlFor={`${id}-email`} className="flex cursor-pointer items-start gap-3">
            <input
              id={`${id}-email`}
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              checked={checked}
              disabled={update.isPending}
              onChange={(event) =>
                update.mutate(
                  { email: event.target.checked },
                  {
                    onSuccess: (saved) =>
                      notify.success(saved.email ? t('notificationPrefs.on') : t('notificationPrefs.off')),
                  },
                )
              }
            />
            <span className="text-slate-800">{t('notificationPrefs.email')}</span>
          </label>
        )}
        {update.isError ? (
          <div className="mt-3">
            <Alert tone="error">{errorText(update.error)}</Alert>
          </div>
        ) : null}
      </div>
    </section>
  );
}
