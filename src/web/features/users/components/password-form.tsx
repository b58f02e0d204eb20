import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { PASSWORD_MIN_LENGTH, password as passwordSchema, type User } from '../../../../contract/users';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/error-message';
import { useUpdateUser } from '../api/update-user';

interface Errors {
  current?: string;
  next?: string;
  confirmation?: string;
}

/** Changes the password; the server asks for the current one. */
export function PasswordForm({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateUser(user.id);
  const errorText = useErrorMessage();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    if (!current) found.current = t('password.currentRequired');
    const parsed = passwordSchema.safeParse(next);
    if (!parsed.success) found.next = errorText(parsed.error.issues[0]?.message ?? '');
    if (next !== confirmation) found.confirmation = t('password.mismatch');
    setErrors(found);
    if (found.current || found.next || found.confirmation) return;
    update.mutate(
      { password: next, currentPassword: current },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirmation('');
          notify.success(t('password.changed'));
        },
      },
    );
  }

  return (
    <section
      aria-labelledby="password-form-title"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="password-form-title" className="text-lg font-bold text-slate-900">
        {t('password.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('password.subtitle')}</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-5">
        {update.isError ? <Alert tone="error">{errorText(update.error)}</Alert> : null}
        <TextField
          label={t('password.current')}
          type="password"
          name="current-password"
          autoComplete="current-password"
          revealable
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={errors.current}
          required
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('password.new')}
            type="password"
            name="new-password"
            autoComplete="new-password"
            revealable
            value={next}
            onChange={(event) => setNext(event.target.value)}
            hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
            error={errors.next}
            required
          />
          <TextField
            label={t('password.confirm')}
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            revealable
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            error={errors.confirmation}
            required
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" pending={update.isPending}>
            {update.isPending ? t('password.submitting') : t('password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
