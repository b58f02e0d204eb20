import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TeacherCard as Teacher } from '../../../../contract/private-classes';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { useSession } from '../../../lib/use-session';
import { useTeachers } from '../api/list-teachers';
import { RequestDialog } from '../components/request-dialog';
import { StudentRequests } from '../components/student-requests';
import { TeacherCard } from '../components/teacher-card';

/**
 * /TTHPrivateClasses: find a teacher (cards with photo, subjects, price and next free times), ask one for a
 * private class in a dialog offering only their open hours, and — for a signed-in student — the requests with
 * their status, paying, cancelling and joining the sessions.
 */
export default function PrivateClassesPage() {
  const { t } = useTranslation('private-classes');
  const { isStudent, user } = useSession();
  const [page, setPage] = useState(1);
  const [onlyOpen, setOnlyOpen] = useState(true);
  const teachers = useTeachers({ page, private_classes: onlyOpen ? 'true' : undefined });
  const [asking, setAsking] = useState<Teacher | null>(null);
  const [sent, setSent] = useState(false);

  return (
    <div className="flex-1 bg-slate-50 pb-16">
      <title>{`${t('page.title')} · ${t('common:app.name')}`}</title>
      <header className="bg-white px-4 py-10 ring-1 ring-slate-200 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-6xl">
          <p className="text-sm font-semibold text-brand-700">{t('page.eyebrow')}</p>
          <h1 className="mt-1 text-3xl font-bold text-slate-900">{t('page.title')}</h1>
          <p className="mt-2 max-w-2xl text-slate-700">{t('page.subtitle')}</p>
        </div>
      </header>
      <div className="mx-auto max-w-6xl space-y-10 px-4 pt-8 sm:px-6 lg:px-8">
        {sent ? <Alert tone="success">{t('request.sent')}</Alert> : null}
        {isStudent ? <StudentRequests /> : null}
        <section aria-labelledby="find-teacher" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="find-teacher" className="text-xl font-bold text-slate-900">
              {t('find.title')}
            </h2>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={onlyOpen}
                onChange={(e) => (setOnlyOpen(e.target.checked), setPage(1))}
                className="size-5"
              />
              {t('find.onlyOpen')}
            </label>
          </div>
          {!user ? (
            <p className="text-sm text-slate-700">
              {t('find.signIn')}{' '}
              <Link to="/login" className={buttonClasses('ghost', 'sm')}>
                {t('find.login')}
              </Link>
            </p>
          ) : null}
          <QueryState
            query={teachers}
            isEmpty={(d) => d.professors.length === 0}
            empty={<p className="text-slate-700">{t('find.none')}</p>}
          >
            {(data) => (
              <>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {data.professors.map((teacher) => (
                    <TeacherCard
                      key={teacher.id}
                      teacher={teacher}
                      canRequest={isStudent}
                      onRequest={(chosen) => (setSent(false), setAsking(chosen))}
                    />
                  ))}
                </ul>
                <Pagination
                  page={data.pagination.page}
                  totalPages={data.pagination.totalPages}
                  onChange={setPage}
                />
              </>
            )}
          </QueryState>
        </section>
      </div>
      {asking ? (
        <RequestDialog
          teacher={asking}
          onClose={(done) => {
            setAsking(null);
            if (done) setSent(true);
          }}
        />
      ) : null}
    </div>
  );
}
