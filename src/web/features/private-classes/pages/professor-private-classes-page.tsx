import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useMySettings } from '../api/professor-settings';
import { StaffRequests } from '../components/staff-requests';

/** /professor/private-classes: incoming requests, accepted on a week calendar or rejected; upcoming sessions. */
export default function ProfessorPrivateClassesPage() {
  const { t } = useTranslation('private-classes');
  const settings = useMySettings();
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <div className="mx-auto max-w-5xl">
        <title>{`${t('staff.professorTitle')} · ${t('common:app.name')}`}</title>
        <PageHeader
          eyebrow={t('page.eyebrow')}
          title={t('staff.professorTitle')}
          subtitle={t('staff.professorSubtitle')}
        />
        {settings.data && !settings.data.enabled ? (
          <p className="mb-4 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900">
            {t('staff.off')}{' '}
            <Link to="/professor/settings" className="font-semibold underline">
              {t('staff.openSettings')}
            </Link>
          </p>
        ) : null}
        <StaffRequests viewer="professor" settings={settings.data} />
      </div>
    </div>
  );
}
