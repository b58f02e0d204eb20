import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { personName, type User } from '../../../../contract/users';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/error-message';
import { useUpdateUser } from '../api/update-user';

/** Edits the user's display name. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const [name, setName] = useState(user.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const update = useUpdateUser(user.id);
  const errorText = useErrorMessage();
  const unchanged = name.trim() === user.name;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = personName.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setNameError(null);
    update.mutate(
      { name: parsed.data },
      {
        onSuccess: (saved) => {
          setName(saved.name);
          notify.success(t('edit.saved'));
        },
      },
    );
  }

  return (
    <section
      aria-labelledby="profile-form-title"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="profile-form-title" className="text-lg font-bold text-slate-900">
        {t('edit.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('edit.subtitle')}</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-5">
        {update.isError ? <Alert tone="error">{errorText(update.error)}</Alert> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('edit.name')}
            name="name"
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameError ? errorText(nameError) : null}
            required
          />
          <TextField
            label={t('edit.email')}
            name="email"
            type="email"
            dir="ltr"
            value={user.email}
            readOnly
            hint={t('edit.emailHint')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" pending={update.isPending} disabled={unchanged}>
            {update.isPending ? t('edit.saving') : t('edit.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
