import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudentDashboard } from '../../../../contract/dashboards';
import { BellIcon, CoinsIcon, QuizIcon } from '../../../components/ui/icons';
import { QueryState } from '../../../components/ui/query-state';
import { useDateFormat } from '../../../lib/use-date-format';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useStudentDashboard } from '../api/get-student-dashboard';
import { DashboardPanel, EmptyNote, FigureLink, ProgressBar } from '../components/dashboard-parts';
import { PrivateClassesToPay } from '../components/private-classes-to-pay';
import { SessionList } from '../components/session-list';

/**
 * The student's dashboard above the profile (/TTHStudentDashboard and /profile), from `GET /me/dashboard`:
 * the balance, private classes waiting for payment, courses to continue, live sessions and private-class
 * sessions to come, quiz results and the latest notifications.
 */
export default function StudentDashboardPanel() {
  const query = useStudentDashboard();
  return <QueryState query={query}>{(data) => <StudentDashboardView data={data} />}</QueryState>;
}

function StudentDashboardView({ data }: { data: StudentDashboard }) {
  const { t } = useTranslation('dashboards');
  const { formatPoints, formatPercent } = useNumberFormat();
  const { formatDate, formatDateTime } = useDateFormat();
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <FigureLink
          to="/points"
          icon={CoinsIcon}
          label={t('student.balance')}
          value={formatPoints(data.balance)}
          hint={t('student.topUp')}
        />
        <FigureLink
          to="/TTHSession"
          icon={BellIcon}
          label={t('student.unread')}
          value={formatPoints(data.unreadNotifications)}
        />
        <FigureLink
          to="/TTHCourses"
          icon={QuizIcon}
          label={t('student.quizzesTaken')}
          value={formatPoints(data.quizResults.length)}
          hint={t('student.recent')}
        />
      </div>

      {data.privateClassesToPay.length > 0 ? (
        <PrivateClassesToPay classes={data.privateClassesToPay} />
      ) : null}

      <DashboardPanel id="continue" title={t('student.continue')}>
        {data.learning.length === 0 ? (
          <EmptyNote text={t('student.noLearning')} to="/TTHCourses" action={t('student.browse')} />
        ) : (
          <ul className="space-y-4">
            {data.learning.map((course) => (
              <li key={course.courseId}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link
                    to={`/coursesList/courses/${course.courseId}`}
                    className="font-semibold text-slate-900 underline-offset-2 hover:underline"
                    dir="auto"
                  >
                    {course.title}
                  </Link>
                  <span id={`learning-${course.courseId}`} className="text-sm text-slate-700 tabular-nums">
                    {t('student.progress', {
                      percentage: formatPercent(course.percentage),
                      completed: course.completed,
                      total: course.total,
                    })}
                  </span>
                </div>
                <div className="mt-2">
                  <ProgressBar percentage={course.percentage} labelledBy={`learning-${course.courseId}`} />
                </div>
                <p className="mt-1 text-xs text-slate-600">
                  {t('student.lastActivity', {
                    date: formatDate(course.lastActivityAt, { dateStyle: 'medium' }),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </DashboardPanel>

      <div className="grid items-start gap-6 xl:grid-cols-2">
        <DashboardPanel
          id="sessions"
          title={t('student.sessions')}
          action={
            <Link
              to="/TTHSession"
              className="text-sm font-semibold text-brand-800 underline underline-offset-2"
            >
              {t('student.allSessions')}
            </Link>
          }
        >
          {data.upcomingSessions.length === 0 ? (
            <EmptyNote
              text={t('student.noSessions')}
              to="/TTHLiveClasses"
              action={t('student.findSessions')}
            />
          ) : (
            <SessionList sessions={data.upcomingSessions} showProfessor />
          )}
        </DashboardPanel>

        <DashboardPanel id="quizzes" title={t('student.quizResults')}>
          {data.quizResults.length === 0 ? (
            <EmptyNote text={t('student.noQuizzes')} to="/TTHCourses" action={t('student.browse')} />
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.quizResults.map((result) => (
                <li key={result.attemptId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <Link
                      to={`/quiz/${result.quizId}`}
                      className="font-semibold break-words text-slate-900 underline-offset-2 hover:underline"
                      dir="auto"
                    >
                      {result.quizTitle}
                    </Link>
                    <p className="text-sm text-slate-600" dir="auto">
                      {result.courseTitle}
                    </p>
                  </div>
                  <span
                    className={`rounded-full px-2.5 py-1 text-sm font-semibold tabular-nums ${
                      result.passed ? 'bg-brand-50 text-brand-800' : 'bg-rose-50 text-rose-800'
                    }`}
                  >
                    {t(result.passed ? 'student.passed' : 'student.failed', {
                      score: formatPercent(result.percentage),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </DashboardPanel>
      </div>

      <DashboardPanel id="notifications" title={t('student.notifications')}>
        {data.notifications.length === 0 ? (
          <EmptyNote text={t('student.noNotifications')} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.notifications.map((notification) => (
              <li key={notification.id} className="py-3">
                <p
                  className={notification.read ? 'text-slate-700' : 'font-semibold text-slate-900'}
                  dir="auto"
                >
                  {notification.message}
                </p>
                <p className="text-xs text-slate-600">
                  {formatDateTime(notification.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                  {notification.read ? '' : ` · ${t('student.unreadMark')}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </DashboardPanel>
    </div>
  );
}
