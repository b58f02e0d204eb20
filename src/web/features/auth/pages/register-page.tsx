import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { registerBody } from '../../../../contract/auth';
import { PASSWORD_MIN_LENGTH } from '../../../../contract/users';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { GraduationIcon, BookIcon } from '../../../components/ui/icons';
import { PageSpinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/error-message';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { dashboardPathFor } from '../../../lib/role-home';
import { useLanguage } from '../../../lib/use-language';
import { useSession } from '../../../lib/use-session';
import { usePublicSettings } from '../../../lib/queries/get-public-settings';
import { useRegister, type RegisterInput } from '../api/register';
import { AuthShell } from '../components/auth-shell';

type Field = 'name' | 'email' | 'password';
type SelfRole = RegisterInput['role'];

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const { state } = useSession();
  const [params] = useSearchParams();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<SelfRole>(params.get('role') === 'professor' ? 'professor' : 'student');
  const { language } = useLanguage();
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const registration = useRegister();
  const errorText = useErrorMessage();
  // An admin may close sign-ups (platform setting `registration_open`); the server refuses them too.
  const closed = usePublicSettings().data?.registration_open === false;

  if (state.status === 'checking') return <PageSpinner />;
  if (state.status === 'signed-in') return <Navigate to={dashboardPathFor(state.user.role)} replace />;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = registerBody.safeParse({ name, email, password, role, language });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<Field>(parsed.error.issues));
      return;
    }
    setErrors({});
    registration.mutate(
      { ...parsed.data, role },
      { onSuccess: ({ user }) => notify.success(t('register.welcome', { name: user.name })) },
    );
  }

  const roles: { value: SelfRole; title: string; hint: string; icon: typeof BookIcon }[] = [
    { value: 'student', title: t('register.student'), hint: t('register.studentHint'), icon: GraduationIcon },
    { value: 'professor', title: t('register.professor'), hint: t('register.professorHint'), icon: BookIcon },
  ];

  return (
    <AuthShell platform="tth" title={t('register.title')} subtitle={t('register.subtitle')}>
      <title>{`${t('register.title')} · ${t('common:app.name')}`}</title>
      <form onSubmit={submit} noValidate className="space-y-5">
        {registration.isError ? <Alert tone="error">{errorText(registration.error)}</Alert> : null}
        {closed && !registration.isError ? (
          <Alert tone="info">{t('errors:Registration is closed')}</Alert>
        ) : null}
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">{t('register.roleLegend')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {roles.map(({ value, title, hint, icon: RoleIcon }) => (
              <label
                key={value}
                className="flex cursor-pointer items-start gap-3 rounded-2xl border border-slate-300 p-4 transition hover:border-slate-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
              >
                <input
                  type="radio"
                  name="role"
                  value={value}
                  checked={role === value}
                  onChange={() => setRole(value)}
                  className="sr-only"
                />
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 ring-1 ring-slate-200">
                  <RoleIcon />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{title}</span>
                  <span className="mt-0.5 block text-sm text-slate-600">{hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t('fields.name')}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name ? errorText(errors.name) : null}
          required
        />
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
        <TextField
          label={t('fields.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          revealable
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={t('register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          error={errors.password ? errorText(errors.password) : null}
          required
        />
        <Button type="submit" size="lg" className="w-full" pending={registration.isPending}>
          {registration.isPending ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-slate-600">
        {t('register.haveAccount')}{' '}
        <Link
          to="/login"
          className="rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {t('register.signIn')}
        </Link>
      </p>
    </AuthShell>
  );
}
