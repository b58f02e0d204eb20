/**
 * Every public and student page of the app, each its own chunk. Feature issues add their pages here and place
 * them in `router.tsx`. The admin and professor areas' pages are in `staff-area-pages.ts`: they load with the
 * staff area, so the first load of a public page does not carry their registry (docs/performance.md).
 */
import { lazyPage } from './lazy-page';
import { prefetchCourseOfAddress } from './prefetch-course';

export const HomePage = lazyPage(() => import('../../features/site/pages/home-page'), ['site']);
export const NotFoundPage = lazyPage(() => import('../../features/site/pages/not-found-page'));

/** Catalogue: browsing both paths. */
export const CoursesBrowsePage = lazyPage(
  () => import('../../features/catalogue/pages/courses-browse-page'),
  ['catalogue', 'errors'],
);
export const LanguagesBrowsePage = lazyPage(
  () => import('../../features/catalogue/pages/languages-browse-page'),
  ['catalogue', 'errors'],
);
/** Course search: the full results page with its filters. */
export const SearchPage = lazyPage(
  () => import('../../features/course-search/pages/search-page'),
  ['search', 'errors'],
);
/** The public course page: /coursesList/courses/{id} and /description?id={id}. */
export const CoursePage = lazyPage(
  () => import('../../features/course-view/pages/course-page'),
  ['course', 'course-content', 'progress', 'errors'],
  prefetchCourseOfAddress,
);

export const LoginPage = lazyPage(() => import('../../features/auth/pages/login-page'), ['auth', 'errors']);
export const RegisterPage = lazyPage(
  () => import('../../features/auth/pages/register-page'),
  ['auth', 'errors'],
);
export const ForgotPasswordPage = lazyPage(
  () => import('../../features/auth/pages/forgot-password-page'),
  ['auth', 'errors'],
);
export const ResetPasswordPage = lazyPage(
  () => import('../../features/auth/pages/reset-password-page'),
  ['auth', 'errors'],
);
export const EmailChangePage = lazyPage(
  () => import('../../features/auth/pages/email-change-page'),
  ['auth', 'errors'],
);
export const SchoolhousePage = lazyPage(() => import('../../features/auth/pages/schoolhouse-page'), ['auth']);

export const AccountDashboardPage = lazyPage(
  () => import('../../features/users/pages/account-dashboard-page'),
  ['users', 'errors'],
);
const DASHBOARDS = ['dashboards', 'charts', 'errors'];
export const StudentDashboardPanel = lazyPage(
  () => import('../../features/dashboards/pages/student-dashboard-panel'),
  DASHBOARDS,
);

export const PointsPage = lazyPage(
  () => import('../../features/points/pages/points-page'),
  ['points', 'errors'],
);
export const PointsSuccessPage = lazyPage(
  () => import('../../features/points/pages/points-success-page'),
  ['points', 'errors'],
);
export const PointsFailurePage = lazyPage(
  () => import('../../features/points/pages/points-failure-page'),
  ['points', 'errors'],
);
export const PointsHistoryPage = lazyPage(
  () => import('../../features/points/pages/points-history-page'),
  ['points', 'errors'],
);

export const PointCodesPrintPage = lazyPage(
  () => import('../../features/points-admin/pages/point-codes-print-page'),
  ['points-admin', 'errors'],
);

export const TakeQuizPage = lazyPage(
  () => import('../../features/quizzes/pages/take-quiz-page'),
  ['quizzes', 'errors'],
);

/** Live teaching, the students' side: the catalogue, their sessions, the room and a live section. */
const LIVE = ['live', 'errors'];
export const LiveClassesPage = lazyPage(() => import('../../features/live/pages/live-classes-page'), LIVE);
export const MySessionsPage = lazyPage(() => import('../../features/live/pages/my-sessions-page'), LIVE);
export const StreamingPage = lazyPage(() => import('../../features/live/pages/streaming-page'), LIVE);
export const LiveSectionPage = lazyPage(() => import('../../features/live/pages/live-section-page'), LIVE);

/** Private classes and teacher profiles: finding a teacher, a teacher's page. */
const PRIVATE_CLASSES = ['private-classes', 'errors'];
export const PrivateClassesPage = lazyPage(
  () => import('../../features/private-classes/pages/private-classes-page'),
  PRIVATE_CLASSES,
);
export const TeacherProfilePage = lazyPage(
  () => import('../../features/private-classes/pages/teacher-profile-page'),
  PRIVATE_CLASSES,
);
