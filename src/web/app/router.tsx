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
import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './route-error-page';
import { RequireRole } from './routes/guards';
import {
  CoursePage,
  CoursesBrowsePage,
  ForgotPasswordPage,
  HomePage,
  LanguagesBrowsePage,
  LiveClassesPage,
  LiveSectionPage,
  LoginPage,
  NotFoundPage,
  PrivateClassesPage,
  TeacherProfilePage,
  RegisterPage,
  ResetPasswordPage,
  EmailChangePage,
  SchoolhousePage,
  SearchPage,
} from './routes/pages';
import type { AccountPageName } from './routes/account-area';
import { lazyPage } from './routes/lazy-page';
import type { StaffArea } from './routes/staff-page';

/**
 * The admin and professor areas: their layout and route table are one chunk (`routes/staff-area.tsx`), loaded
 * with the texts of their sidebar and top bar (the `staff-area` namespace).
 */
const StaffAreaRoutes = lazyPage(() => import('./routes/staff-area'), ['staff-area']);

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

/**
 * A page of a signed-in reader's account (a student's dashboard, points, quizzes, sessions, the live room, the
 * printable code cards): their definitions and guards are one chunk (`routes/account-area.tsx`).
 */
const AccountPage = lazy(() => import('./routes/account-area'));

function account(page: AccountPageName) {
  return <AccountPage page={page} />;
}

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
          { path: 'TTHStudentDashboard', element: account('student-dashboard') },
          { path: 'profile', element: account('student-dashboard') },
          { path: 'points', element: account('points') },
          { path: 'points/success', element: account('points-success') },
          { path: 'points/failure', element: account('points-failure') },
          { path: 'points/history', element: account('points-history') },
          { path: 'quiz/:quizId', element: account('quiz') },
          { path: 'TTHLiveClasses', element: <LiveClassesPage /> },
          { path: 'TTHLanguages/livesection/:id', element: <LiveSectionPage /> },
          { path: 'TTHSession', element: account('my-sessions') },
          { path: 'TTHPrivateClasses', element: <PrivateClassesPage /> },
          { path: 'TTHTeacherProfile', element: <TeacherProfilePage /> },
          { path: 'teachers/:id', element: <TeacherProfilePage /> },
          { path: 'streaming/:id', element: account('streaming') },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // The printable code cards stand outside the staff layout so only the cards reach the paper.
      { path: 'admin/point-codes/print', element: account('point-codes-print') },
      staffArea('admin'),
      staffArea('professor'),
    ],
  },
];

/** The page for the address, inside the error page's boundary. */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
