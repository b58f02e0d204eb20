import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useCreateLiveSession } from '../api/create-live-session';
import { useLiveSession } from '../api/get-live-session';
import { useUpdateLiveSession } from '../api/update-live-session';
import { blankSessionDraft, draftOf } from '../components/session-draft';
import { SessionForm } from '../components/session-form';

const LIST = '/professor/live-sessions';

/**
 * /professor/create-live-session: schedules a session (it waits for an admin's approval); with `?id={id}` it
 * edits that session while it is still scheduled.
 */
export default function CreateLiveSessionPage() {
  const { t } = useTranslation('live-staff');
  const [params] = useSearchParams();
  const editId = Number(params.get('id')) || null;
  const title = editId ? t('form.editTitle') : t('form.createTitle');
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${title} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-3xl">
        <PageHeader
          eyebrow={t('area')}
          title={title}
          subtitle={editId ? t('form.editSubtitle') : t('form.createSubtitle')}
        />
        {editId ? <EditSession id={editId} /> : <NewSession />}
      </div>
    </div>
  );
}

function NewSession() {
  const { t } = useTranslation('live-staff');
  const navigate = useNavigate();
  const { user } = useSession();
  const create = useCreateLiveSession();
  return (
    <SessionForm
      mode="create"
      initial={blankSessionDraft()}
      pending={create.isPending}
      serverError={create.error}
      submitLabel={t('form.submit')}
      onSubmit={(body) => {
        if (!user) return;
        create.mutate(
          { professorId: user.id, body },
          {
            onSuccess: () => {
              notify.success(t('form.created'));
              void navigate(LIST);
            },
          },
        );
      }}
    />
  );
}

function EditSession({ id }: { id: number }) {
  const { t } = useTranslation('live-staff');
  const navigate = useNavigate();
  const query = useLiveSession(id);
  const update = useUpdateLiveSession();
  return (
    <QueryState query={query} loading="section">
      {(session) =>
        session.status === 'scheduled' ? (
          <SessionForm
            key={session.id}
            mode="edit"
            initial={draftOf(session)}
            pending={update.isPending}
            serverError={update.error}
            submitLabel={t('form.save')}
            onSubmit={(patch) =>
              update.mutate(
                { id, patch },
                {
                  onSuccess: () => {
                    notify.success(t('form.saved'));
                    void navigate(LIST);
                  },
                },
              )
            }
          />
        ) : (
          <div className="space-y-4">
            <Alert tone="info">{t('form.notEditable', { status: t(`status.${session.status}`) })}</Alert>
            <Link to={LIST} className="font-semibold text-brand-800 underline underline-offset-2">
              {t('form.backToList')}
            </Link>
          </div>
        )
      }
    </QueryState>
  );
}
