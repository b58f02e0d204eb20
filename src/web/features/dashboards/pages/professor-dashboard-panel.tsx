import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProfessorDashboardStats } from '../../../../contract/dashboards';
import { bucketsBetween, fillSeries } from '../../../components/charts/series-by-date';
import { TimeSeriesChart } from '../../../components/charts/time-series-chart';
import {
  CalendarIcon,
  CoinsIcon,
  CoursesIcon,
  MessageIcon,
  QuizIcon,
  UsersIcon,
} from '../../../components/ui/icons';
import { QueryState } from '../../../components/ui/query-state';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useProfessorStats } from '../api/get-professor-stats';
import { DashboardPanel, EmptyNote, FigureLink } from '../components/dashboard-parts';
import { SessionList } from '../components/session-list';

const WEEKS = 12;

/** The professor's dashboard above his profile (/professor/dashboard), from `GET /professor/dashboard/stats`. */
export default function ProfessorDashboardPanel() {
  const query = useProfessorStats();
  return <QueryState query={query}>{(data) => <ProfessorDashboardView data={data} />}</QueryState>;
}

function ProfessorDashboardView({ data }: { data: ProfessorDashboardStats }) {
  const { t } = useTranslation('dashboards');
  const { formatPoints, formatPercent } = useNumberFormat();
  const chart = useMemo(() => {
    const today = data.today;
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - (WEEKS - 1) * 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const dates = bucketsBetween(from, today, 'week');
    const rows = data.salesByWeek.map((week) => ({ ...week, date: week.week }));
    return { dates, values: fillSeries(rows, dates, 'week', ['gross', 'earnings']) };
  }, [data.salesByWeek, data.today]);
  const { thisMonth, lastMonth } = data.sales;

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 2xl:grid-cols-5">
        <FigureLink
          to="/professor/courses"
          icon={CoursesIcon}
          label={t('professor.courses')}
          value={formatPoints(data.courses.approved)}
          hint={t('professor.coursesHint', {
            pending: data.courses.pending,
            rejected: data.courses.rejected,
          })}
        />
        <FigureLink
          to="/professor/my-students"
          icon={UsersIcon}
          label={t('professor.students')}
          value={formatPoints(data.students)}
        />
        <FigureLink
          to="/professor/results"
          icon={QuizIcon}
          label={t('professor.quizAverage')}
          value={data.averageQuizScore === null ? '—' : formatPercent(data.averageQuizScore)}
          hint={t('professor.attempts', { count: data.quizAttempts })}
        />
        <FigureLink
          to="/professor/comments"
          icon={MessageIcon}
          label={t('professor.unanswered')}
          value={formatPoints(data.unansweredComments)}
        />
        <FigureLink
          to="/professor/private-classes"
          icon={CalendarIcon}
          label={t('professor.pendingPrivateClasses')}
          value={formatPoints(data.pendingPrivateClasses)}
          hint={t('professor.pendingPrivateClassesHint')}
        />
      </div>

      <DashboardPanel id="sales" title={t('professor.sales')}>
        <dl className="mb-5 grid gap-3 sm:grid-cols-2">
          {[
            { key: 'thisMonth', figures: thisMonth, privateClasses: data.privateClassSales.thisMonth },
            { key: 'lastMonth', figures: lastMonth, privateClasses: data.privateClassSales.lastMonth },
          ].map(({ key, figures, privateClasses }) => (
            <div key={key} className="rounded-2xl bg-slate-50 p-4">
              <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
                <CoinsIcon className="size-4 text-brand-700" />
                {t(`professor.${key}`)}
              </dt>
              <dd className="mt-1 text-slate-900">
                <span className="text-2xl font-extrabold tabular-nums">{formatPoints(figures.earnings)}</span>{' '}
                {t('points')}
                <span className="block text-xs text-slate-600">
                  {t('professor.salesLine', { count: figures.count, gross: formatPoints(figures.gross) })}
                </span>
                {privateClasses.count + privateClasses.gross !== 0 ? (
                  <span className="block text-xs text-slate-600">
                    {t('professor.privateClassLine', {
                      count: privateClasses.count,
                      earnings: formatPoints(privateClasses.earnings),
                    })}
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
        {data.salesByWeek.length === 0 ? (
          <EmptyNote
            text={t('professor.noSales')}
            to="/professor/create"
            action={t('professor.createCourse')}
          />
        ) : (
          <TimeSeriesChart
            title={t('professor.salesByWeek')}
            kind="bar"
            granularity="week"
            data={{
              dates: chart.dates,
              series: [
                { key: 'gross', label: t('professor.gross'), values: chart.values.gross, tone: 'slate' },
                {
                  key: 'earnings',
                  label: t('professor.earnings'),
                  values: chart.values.earnings,
                  tone: 'brand',
                },
              ],
            }}
          />
        )}
      </DashboardPanel>

      <DashboardPanel
        id="upcoming"
        title={t('professor.upcoming')}
        action={
          <Link
            to="/professor/live-sessions"
            className="text-sm font-semibold text-brand-800 underline underline-offset-2"
          >
            {t('professor.allSessions')}
          </Link>
        }
      >
        {data.upcomingSessions.length === 0 ? (
          <EmptyNote
            text={t('professor.noSessions')}
            to="/professor/create-live-session"
            action={t('professor.schedule')}
          />
        ) : (
          <SessionList sessions={data.upcomingSessions} showProfessor={false} />
        )}
      </DashboardPanel>
    </div>
  );
}
