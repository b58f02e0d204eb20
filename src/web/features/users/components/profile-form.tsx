import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { email as emailSchema, personName, type User } from '../../../../contract/users';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/error-message';
import { useUpdateUser } from '../api/update-user';

/**
 * Edits the user's display name and email. A new email needs the current password and is used only once the
 * link mailed to it is opened (the old address is told and can undo it), so the form says where to look.
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const [name, setName] = useState(user.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [emailInput, setEmailInput] = useState(user.email);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const update = useUpdateUser(user.id);
  const errorText = useErrorMessage();
  const emailChanged = emailInput.trim().toLowerCase() !== user.email;
  const unchanged = name.trim() === user.name && !emailChanged;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = personName.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setNameError(null);
    let newEmail: string | undefined;
    if (emailChanged) {
      const parsedEmail = emailSchema.safeParse(emailInput);
      if (!parsedEmail.success) {
        setEmailError(parsedEmail.error.issues[0]?.message ?? null);
        return;
      }
      newEmail = parsedEmail.data;
    }
    setEmailError(null);
    update.mutate(
      newEmail ? { name: parsed.data, email: newEmail, currentPassword } : { name: parsed.data },
      {
        onSuccess: (saved) => {
          setName(saved.name);
          setCurrentPassword('');
          if (newEmail && saved.email !== newEmail) {
            setPendingEmail(newEmail);
            setEmailInput(saved.email);
          } else {
            notify.success(t('edit.saved'));
          }
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
        {pendingEmail ? (
          <Alert tone="info">
            <span dir="auto">{t('edit.emailPending', { email: pendingEmail })}</span>
          </Alert>
        ) : null}
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
            autoComplete="email"
            value={emailInput}
            onChange={(event) => setEmailInput(event.target.value)}
            error={emailError ? errorText(emailError) : null}
            hint={t('edit.emailHint')}
          />
        </div>
        {emailChanged ? (
          <TextField
            label={t('edit.currentPassword')}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
            hint={t('edit.currentPasswordHint')}
            required
          />
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" pending={update.isPending} disabled={unchanged}>
            {update.isPending ? t('edit.saving') : t('edit.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
