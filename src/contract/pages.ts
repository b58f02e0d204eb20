/**
 * Every page address of the web app, with who may open it. The server answers 404 for an address that is not
 * here (still with the app, which shows its not-found page), and the browser tests walk this list on a phone.
 * The web router must serve each entry: the browser tests fail on a page the server answers 404 for.
 */
export type PageAccess = 'public' | 'student' | 'professor' | 'admin';

export interface WebPage {
  /** A path pattern as the router writes it: `:name` matches one segment. */
  path: string;
  access: PageAccess;
}

const publicPages = [
  '/',
  '/register',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/undo-email-change',
  '/schoolhouse',
  '/schoolhouse/login',
  '/schoolhouse/forgot-password',
  '/schoolhouse/reset-password',
  '/TTHCourses',
  '/TTHLanguages',
  '/search',
  '/coursesList/courses/:id',
  '/description',
  '/TTHLiveClasses',
  '/TTHLanguages/livesection/:id',
  '/TTHPrivateClasses',
  '/TTHTeacherProfile',
  '/teachers/:id',
];

const studentPages = [
  '/TTHStudentDashboard',
  '/profile',
  '/points',
  '/points/success',
  '/points/failure',
  '/points/history',
  '/quiz/:quizId',
  '/TTHSession',
  /** Also opened by the session's professor and admins. */
  '/streaming/:id',
];

const professorPages = [
  '/professor',
  '/professor/dashboard',
  '/professor/courses',
  '/professor/courses/:id',
  '/professor/create',
  '/professor/comments',
  '/professor/comments/:courseId',
  '/professor/quiz',
  '/professor/edit-quiz/:id',
  '/professor/my-quizzes',
  '/professor/results',
  '/professor/my-students',
  '/professor/results/:attemptId',
  '/professor/create-live-session',
  '/professor/live-sessions',
  '/professor/live-sections',
  '/professor/private-classes',
  '/professor/settings',
];

const adminPages = [
  '/admin',
  '/admin/dashboard',
  '/admin/structure',
  '/admin/homepage-materials',
  '/admin/pending',
  '/admin/courses',
  '/admin/courses/:courseId',
  '/admin/course-files',
  '/admin/points',
  '/admin/point-codes',
  '/admin/point-codes/print',
  '/admin/point-transactions',
  '/admin/pricing',
  '/admin/earnings',
  '/admin/quizzes',
  '/admin/users',
  '/admin/users/:id',
  '/admin/live-sessions',
  '/admin/jobs',
  '/admin/slides',
  '/admin/enhanced-slides',
  '/admin/settings',
  '/admin/footer-content',
  '/admin/private-classes',
  '/admin/private-class-settings',
];

export const webPages: readonly WebPage[] = [
  ...publicPages.map((path) => ({ path, access: 'public' as const })),
  ...studentPages.map((path) => ({ path, access: 'student' as const })),
  ...professorPages.map((path) => ({ path, access: 'professor' as const })),
  ...adminPages.map((path) => ({ path, access: 'admin' as const })),
];

const matchers = webPages.map((page) => ({
  page,
  pattern: new RegExp(
    `^${page.path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}/?$`,
  ),
}));

/** The page an address opens (its query string ignored), or undefined when the app has none there. */
export function findWebPage(pathname: string): WebPage | undefined {
  const path = pathname.split('?')[0]!.split('#')[0]!;
  return matchers.find((m) => m.pattern.test(path))?.page;
}
