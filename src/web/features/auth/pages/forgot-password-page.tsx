import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordBody } from '../../../../contract/auth';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ArrowForwardIcon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/error-message';
import { useForgotPassword } from '../api/forgot-password';
import { AuthShell } from '../components/auth-shell';
import { authPaths, type AuthPlatform } from '../components/auth-platform';

export default function ForgotPasswordPage({ platform }: { platform: AuthPlatform }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const request = useForgotPassword();
  const errorText = useErrorMessage();
  const paths = authPaths(platform);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordBody.safeParse({ email, platform });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setEmailError(null);
    request.mutate(parsed.data);
  }

  return (
    <AuthShell platform={platform} title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <title>{`${t('forgot.title')} · ${t('common:app.name')}`}</title>
      {request.isSuccess ? (
        <div className="space-y-6">
          <Alert tone="success">
            <p className="font-semibold">{t('forgot.sentTitle')}</p>
            <p className="mt-1">{t('forgot.sentBody')}</p>
          </Alert>
          <Button variant="secondary" className="w-full" onClick={() => request.reset()}>
            {t('forgot.tryAnother')}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          {request.isError ? <Alert tone="error">{errorText(request.error)}</Alert> : null}
          <TextField
            label={t('fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError ? errorText(emailError) : null}
            required
          />
          <Button type="submit" size="lg" className="w-full" pending={request.isPending}>
            {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </form>
      )}
      <p className="mt-8 text-center text-sm">
        <Link
          to={paths.login}
          className="inline-flex items-center gap-1.5 rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          <ArrowForwardIcon className="size-4 rotate-180" />
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </AuthShell>
  );
}
