import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TooltipProvider } from '../../../components/ui/tooltip';
import { useSession } from '../../../lib/use-session';
import { useUser } from '../api/get-user';
import { PasswordForm } from '../components/password-form';
import { MyCoursesSection } from '../components/my-courses-section';
import { LanguagePreference } from '../components/language-preference';
import { NotificationPreferences } from '../components/notification-preferences';
import { ProfileCard } from '../components/profile-card';
import { ProfileForm } from '../components/profile-form';
import { QueryState } from '../../../components/ui/query-state';

export type DashboardArea = 'student' | 'professor' | 'admin';

/**
 * The landing page of each role's dashboard (/TTHStudentDashboard and /profile, /admin/dashboard,
 * /professor/dashboard): the role's figures when the router passes them (`stats`), then the signed-in user's
 * profile as the server has it, with picture and edits.
 */
export default function AccountDashboardPage({ area, stats }: { area: DashboardArea; stats?: ReactNode }) {
  const { t } = useTranslation('users');
  const { user: sessionUser } = useSession();
  // Route guards render this page only for a signed-in user of the area's role.
  const userId = sessionUser?.id ?? 0;
  const query = useUser(userId);
  const user = query.data;
  const staff = area !== 'student';
  const title = t(`dashboard.title.${area}`);

  return (
    <div className={staff ? 'px-4 py-8 sm:px-6 lg:px-10 lg:py-10' : 'bg-slate-50'}>
      <title>{`${title} · ${t('common:app.name')}`}</title>
      <div className={staff ? 'mx-auto max-w-6xl' : 'mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8'}>
        <header className="mb-8">
          <p className="text-sm font-semibold text-brand-700">{title}</p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('dashboard.greeting', { name: user?.name ?? sessionUser?.name ?? '' })}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600">{t(`dashboard.subtitle.${area}`)}</p>
        </header>
        {/* The role's figures (the dashboards feature, given by the router) above the profile. */}
        {stats ? (
          <div className="mb-10">
            <Suspense fallback={null}>{stats}</Suspense>
          </div>
        ) : null}
        <QueryState query={query} loading="page">
          {(data) => (
            <div className="grid items-start gap-6 lg:grid-cols-[20rem_1fr]">
              <TooltipProvider>
                <ProfileCard user={data} />
              </TooltipProvider>
              <div className="space-y-6">
                {area === 'student' ? <MyCoursesSection /> : null}
                <ProfileForm user={data} />
                <PasswordForm user={data} />
                <NotificationPreferences />
                <LanguagePreference />
              </div>
            </div>
          )}
        </QueryState>
      </div>
    </div>
  );
}
