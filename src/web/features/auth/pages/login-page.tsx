import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/error-message';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { dashboardPathFor, safeNextPath } from '../../../lib/role-home';
import { useSession } from '../../../lib/use-session';
import { useLogin } from '../api/login';
import { AuthShell } from '../components/auth-shell';
import { authPaths, type AuthPlatform } from '../components/auth-platform';

type Field = 'email' | 'password';

export default function LoginPage({ platform }: { platform: AuthPlatform }) {
  const { t } = useTranslation('auth');
  const { state } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const prefilledEmail = (location.state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof prefilledEmail === 'string' ? prefilledEmail : '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const login = useLogin();
  const errorText = useErrorMessage();
  const paths = authPaths(platform);
  const staff = platform === 'schoolhouse';

  if (state.status === 'checking') return <PageSpinner />;
  // Signed in (now or already): go where the visitor was heading, else to the role's dashboard.
  if (state.status === 'signed-in') {
    return <Navigate to={next ?? dashboardPathFor(state.user.role)} replace />;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void validateAndSignIn();
  }

  async function validateAndSignIn() {
    // The contract's schema, and zod with it (~23 KB), loads on the first submit rather than with the page:
    // on a slow phone the form is on screen sooner (docs/performance.md).
    const { loginBody } = await import('../../../../contract/auth');
    const parsed = loginBody.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<Field>(parsed.error.issues));
      return;
    }
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: ({ user }) => notify.success(t('login.welcome', { name: user.name })),
    });
  }

  const title = staff ? t('login.staffTitle') : t('login.title');
  return (
    <AuthShell
      platform={platform}
      title={title}
      subtitle={staff ? t('login.staffSubtitle') : t('login.subtitle')}
    >
      <title>{`${title} · ${t('common:app.name')}`}</title>
      <form onSubmit={submit} noValidate className="space-y-5">
        {login.isError ? <Alert tone="error">{errorText(login.error)}</Alert> : null}
        <TextField
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email ? errorText(errors.email) : null}
          required
        />
        <div>
          <TextField
            label={t('fields.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            revealable
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password ? errorText(errors.password) : null}
            required
          />
          <div className="mt-2 flex justify-end">
            <Link
              to={paths.forgotPassword}
              className="rounded text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              {t('login.forgot')}
            </Link>
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full" pending={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-slate-600">
        {staff ? t('login.notStaff') : t('login.noAccount')}{' '}
        <Link
          to={staff ? '/login' : '/register'}
          className="rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {staff ? t('login.studentSignIn') : t('login.createAccount')}
        </Link>
      </p>
    </AuthShell>
  );
}
