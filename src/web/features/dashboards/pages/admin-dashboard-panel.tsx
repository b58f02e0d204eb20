import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminDashboard } from '../../../../contract/dashboards';
import { bucketsBetween, fillSeries } from '../../../components/charts/series-by-date';
import { TimeSeriesChart } from '../../../components/charts/time-series-chart';
import {
  CalendarIcon,
  CoinsIcon,
  CoursesIcon,
  QuizIcon,
  UsersIcon,
  VideoIcon,
} from '../../../components/ui/icons';
import { QueryState } from '../../../components/ui/query-state';
import {
  liveSessionsCountQuery,
  pendingCoursesCountQuery,
  pendingLiveSectionsCountQuery,
  pendingQuizzesCountQuery,
} from '../../../lib/queries/pending-counts';
import { useSocketConnected } from '../../../lib/realtime/use-realtime';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { DashboardPanel, EmptyNote, FigureLink } from '../components/dashboard-parts';

/**
 * The admin's dashboard (/admin/dashboard), from `GET /admin/dashboard`. The review queues use the sidebar's
 * own counts (pushed over the socket, else read every 5 s or 10 s; a failed read shows 0), so the numbers
 * here and in the sidebar never disagree. Every figure links to the page that lists it.
 */
export default function AdminDashboardPanel() {
  const query = useAdminDashboard();
  return <QueryState query={query}>{(data) => <AdminDashboardView data={data} />}</QueryState>;
}

/** A review queue's count as the sidebar reads it; the dashboard's own figure until then, 0 after a failure. */
function pendingCount(query: { isError: boolean; data: number | undefined }, initial: number): number {
  return query.isError ? 0 : (query.data ?? initial);
}

function AdminDashboardView({ data }: { data: AdminDashboard }) {
  const { t } = useTranslation('dashboards');
  const { formatPoints, formatDzd } = useNumberFormat();
  const pushed = useSocketConnected();
  const pendingCourses = pendingCount(useQuery(pendingCoursesCountQuery(pushed)), data.pending.courses);
  const pendingSections = pendingCount(
    useQuery(pendingLiveSectionsCountQuery(pushed)),
    data.pending.liveSections,
  );
  const pendingSessions = pendingCount(useQuery(liveSessionsCountQuery(pushed)), data.pending.liveSessions);
  const pendingQuizzes = pendingCount(useQuery(pendingQuizzesCountQuery(pushed)), data.pending.quizzes);
  const chart = useMemo(() => {
    const today = data.today;
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    const dates = bucketsBetween(from, today, 'day');
    return { dates, values: fillSeries(data.daily, dates, 'day', ['gross', 'revenueDzd', 'signups']) };
  }, [data.daily, data.today]);
  // This month's figures open the earnings report on this month (Algiers days, as the figures count).
  const thisMonth = new URLSearchParams({ from: data.month.from, to: data.today });
  const earningsLink = `/admin/earnings?${thisMonth.toString()}`;

  return (
    <div className="space-y-6">
      <DashboardPanel id="queues" title={t('admin.queues')}>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 2xl:grid-cols-5">
          <FigureLink
            to="/admin/pending"
            icon={CoursesIcon}
            label={t('admin.pendingCourses')}
            value={formatPoints(pendingCourses)}
          />
          <FigureLink
            to="/admin/live-sessions"
            icon={VideoIcon}
            label={t('admin.pendingSections')}
            value={formatPoints(pendingSections)}
          />
          <FigureLink
            to="/admin/live-sessions"
            icon={VideoIcon}
            label={t('admin.pendingSessions')}
            value={formatPoints(pendingSessions)}
          />
          <FigureLink
            to="/admin/quizzes"
            icon={QuizIcon}
            label={t('admin.pendingQuizzes')}
            value={formatPoints(pendingQuizzes)}
          />
          <FigureLink
            to="/admin/private-classes?status=pending"
            icon={CalendarIcon}
            label={t('admin.pendingPrivateClasses')}
            value={formatPoints(data.pending.privateClasses)}
            hint={t('admin.pendingPrivateClassesHint')}
          />
        </div>
      </DashboardPanel>

      <DashboardPanel id="accounts" title={t('admin.accounts')}>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <FigureLink
            to="/admin/users?role=student"
            icon={UsersIcon}
            label={t('admin.students')}
            value={formatPoints(data.users.student)}
          />
          <FigureLink
            to="/admin/users?role=professor"
            icon={UsersIcon}
            label={t('admin.professors')}
            value={formatPoints(data.users.professor)}
          />
          <FigureLink
            to="/admin/users?role=admin"
            icon={UsersIcon}
            label={t('admin.admins')}
            value={formatPoints(data.users.admin)}
          />
          <FigureLink
            to="/admin/users?sort=newest"
            icon={UsersIcon}
            label={t('admin.newThisWeek')}
            value={formatPoints(data.users.newThisWeek)}
          />
        </div>
      </DashboardPanel>

      <DashboardPanel id="month" title={t('admin.thisMonth')}>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 2xl:grid-cols-5">
          <FigureLink
            to="/admin/point-transactions"
            icon={CoinsIcon}
            label={t('admin.pointsSold')}
            value={formatPoints(data.month.pointsSold)}
          />
          <FigureLink
            to={earningsLink}
            icon={CoinsIcon}
            label={t('admin.revenue')}
            value={formatDzd(data.month.revenueDzd)}
          />
          <FigureLink
            to={earningsLink}
            icon={CoursesIcon}
            label={t('admin.courseSales')}
            value={formatPoints(data.month.courseSales)}
            hint={t('admin.grossPoints', { gross: formatPoints(data.month.courseGross) })}
          />
          <FigureLink
            to={earningsLink}
            icon={VideoIcon}
            label={t('admin.sessionSales')}
            value={formatPoints(data.month.sessionSales)}
            hint={t('admin.grossPoints', { gross: formatPoints(data.month.sessionGross) })}
          />
          <FigureLink
            to="/admin/private-classes"
            icon={CalendarIcon}
            label={t('admin.privateClassSales')}
            value={formatPoints(data.month.privateClassSales)}
            hint={t('admin.grossPoints', { gross: formatPoints(data.month.privateClassGross) })}
          />
        </div>
      </DashboardPanel>

      <DashboardPanel id="trend" title={t('admin.last30Days')}>
        <TimeSeriesChart
          title={t('admin.last30Days')}
          hideTitle
          granularity="day"
          data={{
            dates: chart.dates,
            series: [
              { key: 'gross', label: t('admin.salesPoints'), values: chart.values.gross, tone: 'brand' },
              { key: 'revenue', label: t('admin.topUpsDzd'), values: chart.values.revenueDzd, tone: 'amber' },
            ],
          }}
        />
      </DashboardPanel>

      <div className="grid items-start gap-6 xl:grid-cols-2">
        <DashboardPanel id="top-courses" title={t('admin.topCourses')}>
          {data.topCourses.length === 0 ? (
            <EmptyNote text={t('admin.noSales')} to="/admin/pending" action={t('admin.reviewCourses')} />
          ) : (
            <ol className="divide-y divide-slate-100">
              {data.topCourses.map((course) => (
                <li key={course.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <Link
                      to={`/admin/courses/${course.id}`}
                      className="font-semibold break-words text-slate-900 underline-offset-2 hover:underline"
                      dir="auto"
                    >
                      {course.title}
                    </Link>
                    <p className="text-sm text-slate-600" dir="auto">
                      {course.professorName}
                    </p>
                  </div>
                  <span className="shrink-0 text-sm text-slate-700 tabular-nums">
                    {t('admin.salesOf', { count: course.sales, gross: formatPoints(course.gross) })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </DashboardPanel>
        <DashboardPanel id="top-professors" title={t('admin.topProfessors')}>
          {data.topProfessors.length === 0 ? (
            <EmptyNote
              text={t('admin.noSales')}
              to="/admin/users?role=professor"
              action={t('admin.seeProfessors')}
            />
          ) : (
            <ol className="divide-y divide-slate-100">
              {data.topProfessors.map((professor) => (
                <li key={professor.id} className="flex items-center justify-between gap-3 py-3">
                  <Link
                    to={`/admin/users/${professor.id}`}
                    className="min-w-0 font-semibold break-words text-slate-900 underline-offset-2 hover:underline"
                    dir="auto"
                  >
                    {professor.name}
                  </Link>
                  <span className="shrink-0 text-sm text-slate-700 tabular-nums">
                    {t('admin.salesOf', { count: professor.sales, gross: formatPoints(professor.gross) })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </DashboardPanel>
      </div>
    </div>
  );
}
