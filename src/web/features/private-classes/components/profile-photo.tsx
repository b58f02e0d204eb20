import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { useErrorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/use-session';
import { useUploadAvatar } from '../api/upload-avatar';

/** The photo on the public profile, through the account's avatar upload. */
export function ProfilePhoto() {
  const { t } = useTranslation('private-classes');
  const { user } = useSession();
  const upload = useUploadAvatar(user?.id ?? 0);
  const errorText = useErrorMessage();
  const id = useId();
  if (!user) return null;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar name={user.name} src={user.avatar_url} size="xl" />
      <div className="space-y-2">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
          {t('settings.photo')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="block text-sm"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
          }}
        />
        {upload.isSuccess ? <p className="text-sm text-emerald-800">{t('settings.photoSaved')}</p> : null}
        {upload.isError ? <Alert tone="error">{errorText(upload.error)}</Alert> : null}
      </div>
    </div>
  );
}
