import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { AVATAR_MAX_BYTES, type User } from '../../../../contract/users';
import { Avatar } from '../../../components/ui/avatar';
import { CameraIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { Tooltip } from '../../../components/ui/tooltip';
import { useErrorMessage } from '../../../lib/error-message';
import { useDateFormat } from '../../../lib/use-date-format';
import { AVATAR_TYPES, useUploadAvatar } from '../api/upload-avatar';
import { AvatarCropDialog } from './avatar-crop-dialog';

/** The user's picture (with upload), name, email, role and the date they joined. */
export function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const { formatDate } = useDateFormat();
  const upload = useUploadAvatar(user.id);
  const errorText = useErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  // A chosen picture waits here while the reader crops it.
  const [chosen, setChosen] = useState<File | null>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
      notify.error(t('avatar.badType'));
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      notify.error(t('avatar.tooLarge'));
      return;
    }
    setChosen(file);
  }

  function send(file: File) {
    setChosen(null);
    upload.mutate(file, {
      onSuccess: () => notify.success(t('avatar.updated')),
      onError: (error) => notify.error(errorText(error)),
    });
  }

  return (
    <section
      aria-labelledby="profile-card-title"
      className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="h-24 bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900" aria-hidden="true" />
      <div className="-mt-14 flex flex-col items-center px-6 pb-7 text-center">
        <div className="relative">
          <Avatar name={user.name} src={user.avatar_url} size="xl" className="ring-4 shadow-md" />
          <Tooltip label={t('avatar.change')}>
            <button
              type="button"
              onClick={() => input.current?.click()}
              disabled={upload.isPending}
              aria-label={t('avatar.change')}
              className="absolute end-0 bottom-1 inline-flex size-10 items-center justify-center rounded-full bg-white text-brand-800 shadow-md ring-1 ring-slate-200 transition hover:bg-brand-50 disabled:opacity-70"
            >
              {upload.isPending ? <Spinner className="size-5" /> : <CameraIcon className="size-5" />}
            </button>
          </Tooltip>
          <input
            ref={input}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            onChange={choose}
            className="hidden"
            tabIndex={-1}
            aria-hidden="true"
          />
        </div>
        {chosen ? <AvatarCropDialog file={chosen} onCancel={() => setChosen(null)} onCropped={send} /> : null}
        <h2 id="profile-card-title" className="mt-4 text-xl font-bold text-slate-900">
          {user.name}
        </h2>
        <p className="mt-1 text-sm break-all text-slate-600">{user.email}</p>
        <span className="mt-3 inline-flex items-center rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
          {t(`common:roles.${user.role}`)}
        </span>
        <p className="mt-3 text-xs text-slate-600">{t('avatar.hint')}</p>
      </div>
      <dl className="divide-y divide-slate-100 border-t border-slate-100 text-sm">
        <div className="flex items-center justify-between gap-4 px-6 py-3.5">
          <dt className="text-slate-600">{t('profile.memberSince')}</dt>
          <dd className="font-semibold text-slate-900">
            <time dateTime={user.created_at}>{formatDate(user.created_at)}</time>
          </dd>
        </div>
      </dl>
    </section>
  );
}
