/**
 * Every public page of the app, each its own chunk. Feature issues add their pages here and place them in
 * `router.tsx`. The pages a signed-in reader opens from their account (a student's dashboard, points, quizzes,
 * sessions, the live room) are in `account-area.tsx`, and the admin and professor areas' pages in
 * `staff-area-pages.ts`: each group loads with its first page, so the first load of a public page does not
 * carry their registry (docs/performance.md).
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
/** Live teaching, the public side: the catalogue and a live section (the students' own: `account-area.tsx`). */
const LIVE = ['live', 'errors'];
export const LiveClassesPage = lazyPage(() => import('../../features/live/pages/live-classes-page'), LIVE);
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
