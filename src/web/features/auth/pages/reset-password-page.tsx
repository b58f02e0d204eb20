import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { password as passwordSchema, PASSWORD_MIN_LENGTH } from '../../../../contract/users';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { PageSpinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/error-message';
import { getSession, signOut } from '../../../lib/session';
import { useResetPassword } from '../api/reset-password';
import { useVerifyResetToken } from '../api/verify-reset-token';
import { AuthShell } from '../components/auth-shell';
import { authPaths, type AuthPlatform } from '../components/auth-platform';

/** Reads `?token=`, checks it with the server first, then sets the new password. */
export default function ResetPasswordPage({ platform }: { platform: AuthPlatform }) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verification = useVerifyResetToken(token);
  const paths = authPaths(platform);

  let body;
  if (!token || verification.isError) {
    body = (
      <div className="space-y-6">
        <Alert tone="error">
          <p className="font-semibold">{t('reset.invalidTitle')}</p>
          <p className="mt-1">{t('reset.invalidBody')}</p>
        </Alert>
        <Link to={paths.forgotPassword} className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('reset.requestNew')}
        </Link>
      </div>
    );
  } else if (verification.isPending) {
    body = <PageSpinner />;
  } else {
    body = <NewPasswordForm token={token} email={verification.data.email} loginPath={paths.login} />;
  }

  return (
    <AuthShell platform={platform} title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <title>{`${t('reset.title')} · ${t('common:app.name')}`}</title>
      {body}
    </AuthShell>
  );
}

function NewPasswordForm({ token, email, loginPath }: { token: string; email: string; loginPath: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const reset = useResetPassword();
  const errorText = useErrorMessage();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordSchema.safeParse(password);
    const next: typeof errors = {};
    if (!parsed.success) next.password = errorText(parsed.error.issues[0]?.message ?? '');
    if (password !== confirmation) next.confirmation = t('reset.mismatch');
    setErrors(next);
    if (next.password || next.confirmation) return;
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: async () => {
          // The reset revoked every session of this account, including one open in this tab.
          if (getSession().status === 'signed-in') await signOut();
          notify.success(t('reset.done'));
          void navigate(loginPath, { replace: true, state: { email } });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {reset.isError ? <Alert tone="error">{errorText(reset.error)}</Alert> : null}
      <div className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset">
        {t('reset.forAccount')} <strong className="font-semibold text-slate-900">{email}</strong>
      </div>
      <TextField
        label={t('fields.newPassword')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        revealable
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={t('register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={errors.password}
        required
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        revealable
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={errors.confirmation}
        required
      />
      <Button type="submit" size="lg" className="w-full" pending={reset.isPending}>
        {reset.isPending ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}
