import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/http';
import { useDateFormat } from '../../../lib/use-date-format';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useSession } from '../../../lib/use-session';
import { useTeacher } from '../api/get-teacher';
import { RequestDialog } from '../components/request-dialog';
import { WeeklyAvailability } from '../components/weekly-availability';

/** No such teacher (a bad address, or an id that is not a professor's): say so and lead to the teachers. */
function MissingTeacher() {
  const { t } = useTranslation('private-classes');
  return (
    <div className="mx-auto max-w-3xl flex-1 space-y-4 px-4 py-10">
      <title>{`${t('profile.missingTitle')} · ${t('common:app.name')}`}</title>
      <h1 className="text-2xl font-bold text-slate-900">{t('profile.missingTitle')}</h1>
      <Alert tone="info">{t('profile.notFound')}</Alert>
      <Link to="/TTHPrivateClasses" className={buttonClasses('primary', 'md')}>
        {t('profile.findTeachers')}
      </Link>
    </div>
  );
}

function useProfessorId(): number | null {
  const params = useParams();
  const [search] = useSearchParams();
  const raw = params.id ?? search.get('id') ?? '';
  return /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * /TTHTeacherProfile?id= and /teachers/{id}: a teacher's public profile — bio, subjects, approved courses,
 * upcoming live sessions, the private-class price and weekly hours — with "Request a private class".
 */
export default function TeacherProfilePage() {
  const { t } = useTranslation('private-classes');
  const id = useProfessorId();
  const query = useTeacher(id);
  const { isStudent, user } = useSession();
  const { formatDateTime } = useDateFormat();
  const { formatPoints } = useNumberFormat();
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);
  // A 404 is "no such teacher"; any other failure is shown as a failure by QueryState below.
  if (id === null || (query.error instanceof ApiError && query.error.status === 404))
    return <MissingTeacher />;
  return (
    <div className="flex-1 bg-slate-50 pb-16">
      <QueryState query={query} loading="page">
        {(teacher) => (
          <>
            <title>{`${teacher.name} · ${t('common:app.name')}`}</title>
            <header className="bg-white px-4 py-10 ring-1 ring-slate-200 sm:px-6 lg:px-8">
              <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-6">
                <Avatar name={teacher.name} src={teacher.avatar_url} size="xl" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold text-brand-700">{t('profile.eyebrow')}</p>
                  <h1 className="mt-1 text-3xl font-bold break-words text-slate-900">{teacher.name}</h1>
                  <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('card.subjects')}>
                    {[...teacher.materials, ...teacher.language_levels].map((s) => (
                      <li
                        key={`${s.id}-${s.name}`}
                        className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800"
                      >
                        {s.name}
                      </li>
                    ))}
                  </ul>
                </div>
                {teacher.private_classes && isStudent ? (
                  <Button onClick={() => (setSent(false), setAsking(true))}>{t('card.request')}</Button>
                ) : null}
                {teacher.private_classes && !user ? (
                  <Link to="/login" className={buttonClasses('primary', 'md')}>
                    {t('profile.loginToRequest')}
                  </Link>
                ) : null}
              </div>
            </header>
            <div className="mx-auto grid max-w-5xl gap-6 px-4 pt-8 sm:px-6 lg:grid-cols-3 lg:px-8">
              <div className="space-y-6 lg:col-span-2">
                {sent ? <Alert tone="success">{t('request.sent')}</Alert> : null}
                <section aria-labelledby="about" className="rounded-3xl bg-white p-6 ring-1 ring-slate-200">
                  <h2 id="about" className="text-lg font-bold text-slate-900">
                    {t('profile.about')}
                  </h2>
                  <p className="mt-2 whitespace-pre-line text-slate-700" dir="auto">
                    {teacher.bio || t('profile.noBio')}
                  </p>
                </section>
                <section aria-labelledby="courses" className="rounded-3xl bg-white p-6 ring-1 ring-slate-200">
                  <h2 id="courses" className="text-lg font-bold text-slate-900">
                    {t('profile.courses')}
                  </h2>
                  {teacher.courses.length === 0 ? (
                    <p className="mt-2 text-slate-700">{t('profile.noCourses')}</p>
                  ) : null}
                  <ul className="mt-2 space-y-2">
                    {teacher.courses.map((c) => (
                      <li key={c.id}>
                        <Link
                          to={`/coursesList/courses/${c.id}`}
                          className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                        >
                          {c.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
                <section aria-labelledby="live" className="rounded-3xl bg-white p-6 ring-1 ring-slate-200">
                  <h2 id="live" className="text-lg font-bold text-slate-900">
                    {t('profile.live')}
                  </h2>
                  {teacher.live_sessions.length === 0 ? (
                    <p className="mt-2 text-slate-700">{t('profile.noLive')}</p>
                  ) : null}
                  <ul className="mt-2 space-y-2">
                    {teacher.live_sessions.map((s) => (
                      <li key={s.id} className="text-slate-800">
                        <Link
                          to="/TTHLiveClasses"
                          className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                        >
                          {s.title}
                        </Link>{' '}
                        · {formatDateTime(s.scheduledAt)}
                      </li>
                    ))}
                  </ul>
                </section>
              </div>
              <aside aria-labelledby="offer" className="h-fit rounded-3xl bg-white p-6 ring-1 ring-slate-200">
                <h2 id="offer" className="text-lg font-bold text-slate-900">
                  {t('profile.offer')}
                </h2>
                {teacher.private_classes && teacher.price_per_session !== null ? (
                  <>
                    <p className="mt-2 text-slate-800">
                      {t('card.price', {
                        price: formatPoints(teacher.price_per_session),
                        minutes: teacher.session_minutes,
                      })}
                    </p>
                    <div className="mt-4">
                      <WeeklyAvailability slots={teacher.availability} timezone={teacher.timezone} />
                    </div>
                  </>
                ) : (
                  <p className="mt-2 text-slate-700">{t('card.noPrivate')}</p>
                )}
              </aside>
            </div>
            {asking ? (
              <RequestDialog
                teacher={teacher}
                onClose={(done) => {
                  setAsking(false);
                  if (done) setSent(true);
                }}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
