import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { StaffRequests } from '../components/staff-requests';

/** /admin/private-classes: every request with its status filter; cancelling refunds the sessions not held. */
export default function AdminPrivateClassesPage() {
  const { t } = useTranslation('private-classes');
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <div className="mx-auto max-w-5xl">
        <title>{`${t('staff.adminTitle')} · ${t('common:app.name')}`}</title>
        <PageHeader
          eyebrow={t('page.eyebrow')}
          title={t('staff.adminTitle')}
          subtitle={t('staff.adminSubtitle')}
        />
        <StaffRequests viewer="admin" />
      </div>
    </div>
  );
}
