/**
 * The route table of the specification (section 2). Every page is lazy (see routes/pages.ts) behind the
 * one spinner; unknown paths render the not-found page, inside the staff layout for /admin/* and /professor/*
 * (whose routes are matched in `routes/staff-area.tsx`, a chunk loaded with the area).
 *
 * The table is rendered by React Router's declarative `useRoutes` inside a `<BrowserRouter>` (app.tsx), not by
 * a data router (`createBrowserRouter`): the app loads no data through the router (pages use TanStack Query),
 * and the data router's code is 17 KB gzip of the first load (docs/performance.md). What the data router gave
 * besides is done here: the error page (`RouteErrorBoundary`) and scroll restoration (`ScrollManager`).
 */
import { lazy, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './route-error-page';
import { RequireRole, RequireSignedIn } from './routes/guards';
import {
  AccountDashboardPage,
  StudentDashboardPanel,
  CoursePage,
  CoursesBrowsePage,
  ForgotPasswordPage,
  HomePage,
  LanguagesBrowsePage,
  LiveClassesPage,
  LiveSectionPage,
  MySessionsPage,
  StreamingPage,
  LoginPage,
  NotFoundPage,
  PointCodesPrintPage,
  PointsFailurePage,
  PointsHistoryPage,
  PointsPage,
  PointsSuccessPage,
  PrivateClassesPage,
  TeacherProfilePage,
  RegisterPage,
  ResetPasswordPage,
  EmailChangePage,
  SchoolhousePage,
  SearchPage,
  TakeQuizPage,
} from './routes/pages';
import type { StaffArea } from './routes/staff-page';

/** The admin and professor areas: their layout and route table are one chunk (`routes/staff-area.tsx`). */
const StaffAreaRoutes = lazy(() => import('./routes/staff-area'));

function staffArea(area: StaffArea): RouteObject {
  return {
    path: `${area}/*`,
    element: (
      <RequireRole role={area}>
        <StaffAreaRoutes area={area} />
      </RequireRole>
    ),
  };
}

function student(page: ReactNode) {
  return <RequireRole role="student">{page}</RequireRole>;
}

const studentDashboard = (
  <RequireRole role="student">
    <AccountDashboardPage area="student" stats={<StudentDashboardPanel />} />
  </RequireRole>
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'login', element: <LoginPage platform="tth" /> },
          { path: 'forgot-password', element: <ForgotPasswordPage platform="tth" /> },
          { path: 'reset-password', element: <ResetPasswordPage platform="tth" /> },
          { path: 'confirm-email', element: <EmailChangePage mode="confirm" /> },
          { path: 'undo-email-change', element: <EmailChangePage mode="undo" /> },
          { path: 'schoolhouse', element: <SchoolhousePage /> },
          { path: 'schoolhouse/login', element: <LoginPage platform="schoolhouse" /> },
          { path: 'schoolhouse/forgot-password', element: <ForgotPasswordPage platform="schoolhouse" /> },
          { path: 'schoolhouse/reset-password', element: <ResetPasswordPage platform="schoolhouse" /> },
          { path: 'TTHCourses', element: <CoursesBrowsePage /> },
          { path: 'search', element: <SearchPage /> },
          { path: 'TTHLanguages', element: <LanguagesBrowsePage /> },
          { path: 'coursesList/courses/:id', element: <CoursePage /> },
          { path: 'description', element: <CoursePage /> },
          { path: 'TTHStudentDashboard', element: studentDashboard },
          { path: 'profile', element: studentDashboard },
          { path: 'points', element: student(<PointsPage />) },
          { path: 'points/success', element: student(<PointsSuccessPage />) },
          { path: 'points/failure', element: student(<PointsFailurePage />) },
          { path: 'points/history', element: student(<PointsHistoryPage />) },
          { path: 'quiz/:quizId', element: student(<TakeQuizPage />) },
          { path: 'TTHLiveClasses', element: <LiveClassesPage /> },
          { path: 'TTHLanguages/livesection/:id', element: <LiveSectionPage /> },
          { path: 'TTHSession', element: student(<MySessionsPage />) },
          { path: 'TTHPrivateClasses', element: <PrivateClassesPage /> },
          { path: 'TTHTeacherProfile', element: <TeacherProfilePage /> },
          { path: 'teachers/:id', element: <TeacherProfilePage /> },
          // A student's room, also opened by the session's professor and admins.
          {
            path: 'streaming/:id',
            element: (
              <RequireSignedIn>
                <StreamingPage />
              </RequireSignedIn>
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // The printable code cards stand outside the staff layout so only the cards reach the paper.
      {
        path: 'admin/point-codes/print',
        element: (
          <RequireRole role="admin">
            <PointCodesPrintPage />
          </RequireRole>
        ),
      },
      staffArea('admin'),
      staffArea('professor'),
    ],
  },
];

/** The page for the address, inside the error page's boundary. */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
