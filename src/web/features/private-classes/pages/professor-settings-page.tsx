import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { useSession } from '../../../lib/use-session';
import { useTeacher } from '../api/get-teacher';
import { useMySettings } from '../api/professor-settings';
import { ProfessorSettingsForm } from '../components/professor-settings-form';
import { ProfilePhoto } from '../components/profile-photo';

/** /professor/settings: private classes (on/off, price, length, weekly hours) and the public profile. */
export default function ProfessorSettingsPage() {
  const { t } = useTranslation('private-classes');
  const { user } = useSession();
  const settings = useMySettings();
  // The public profile names the levels already chosen; a professor without one yet gets a 404, which is fine.
  const profile = useTeacher(user?.id ?? null);
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <div className="mx-auto max-w-5xl">
        <title>{`${t('settings.title')} · ${t('common:app.name')}`}</title>
        <PageHeader
          eyebrow={t('page.eyebrow')}
          title={t('settings.title')}
          subtitle={t('settings.subtitle')}
          actions={
            user ? (
              <Link
                to={`/teachers/${user.id}`}
                className="font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                {t('settings.viewProfile')}
              </Link>
            ) : null
          }
        />
        <div className="mb-6 rounded-3xl bg-white p-6 ring-1 ring-slate-200">
          <ProfilePhoto />
        </div>
        <QueryState query={settings}>
          {(data) =>
            profile.isPending && profile.fetchStatus !== 'idle' ? null : (
              <ProfessorSettingsForm initial={data} profile={profile.data} />
            )
          }
        </QueryState>
      </div>
    </div>
  );
}
