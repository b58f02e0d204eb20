import type { ReactNode } from 'react';
import { RequireRole, RequireSignedIn } from './guards';
import { lazyPage } from './lazy-page';
import { AccountDashboardPage } from './pages';

/**
 * The pages a signed-in reader opens from their account: a student's dashboard, points, quizzes and live
 * sessions, the live room, and an admin's printable code cards. Their lazy page definitions and their guards are
 * one chunk, loaded when one of these addresses is opened (`router.tsx`) or, for a signed-in reader, with the
 * account menu after the first page: a visitor's first load does not carry them (docs/performance.md,
 * decision 124). Public pages stay in `pages.ts`; admin and professor pages in `staff-area-pages.ts`.
 */
const StudentDashboardPanel = lazyPage(
  () => import('../../features/dashboards/pages/student-dashboard-panel'),
  ['dashboards', 'charts', 'errors'],
);

const POINTS = ['points', 'errors'];
const PointsPage = lazyPage(() => import('../../features/points/pages/points-page'), POINTS);
const PointsSuccessPage = lazyPage(() => import('../../features/points/pages/points-success-page'), POINTS);
const PointsFailurePage = lazyPage(() => import('../../features/points/pages/points-failure-page'), POINTS);
const PointsHistoryPage = lazyPage(() => import('../../features/points/pages/points-history-page'), POINTS);

const PointCodesPrintPage = lazyPage(
  () => import('../../features/points-admin/pages/point-codes-print-page'),
  ['points-admin', 'errors'],
);

const TakeQuizPage = lazyPage(
  () => import('../../features/quizzes/pages/take-quiz-page'),
  ['quizzes', 'errors'],
);

const LIVE = ['live', 'errors'];
const MySessionsPage = lazyPage(() => import('../../features/live/pages/my-sessions-page'), LIVE);
const StreamingPage = lazyPage(() => import('../../features/live/pages/streaming-page'), LIVE);

function student(page: ReactNode) {
  return <RequireRole role="student">{page}</RequireRole>;
}

const accountPages = {
  'student-dashboard': student(<AccountDashboardPage area="student" stats={<StudentDashboardPanel />} />),
  points: student(<PointsPage />),
  'points-success': student(<PointsSuccessPage />),
  'points-failure': student(<PointsFailurePage />),
  'points-history': student(<PointsHistoryPage />),
  quiz: student(<TakeQuizPage />),
  'my-sessions': student(<MySessionsPage />),
  // A student's room, also opened by the session's professor and admins.
  streaming: (
    <RequireSignedIn>
      <StreamingPage />
    </RequireSignedIn>
  ),
  // Outside the staff layout, so only the cards reach the paper.
  'point-codes-print': (
    <RequireRole role="admin">
      <PointCodesPrintPage />
    </RequireRole>
  ),
} satisfies Record<string, ReactNode>;

export type AccountPageName = keyof typeof accountPages;

/** One of the account pages, by name: `router.tsx` places each at its address. */
export default function AccountPage({ page }: { page: AccountPageName }) {
  return accountPages[page];
}
