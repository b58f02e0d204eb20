/**
 * Every page of the admin and professor areas, each its own chunk. They are placed in `staff-pages.tsx`, which
 * builds the areas' routes and sidebars; both load with the staff area (`staff-area.tsx`), not with the entry:
 * a visitor's first load does not carry them (docs/performance.md). Public and student pages are in `pages.ts`.
 */
import { lazyPage } from './lazy-page';

const DASHBOARDS = ['dashboards', 'charts', 'errors'];
const AUTHORING = ['authoring', 'course-content', 'errors'];
const REVIEW = ['review', 'course-content', 'errors'];
const QUIZZES = ['quizzes', 'errors'];
const LIVE_STAFF = ['live-staff', 'errors'];
const PRIVATE_CLASSES = ['private-classes', 'errors'];

export const StructurePage = lazyPage(
  () => import('../../features/catalogue/pages/structure-page'),
  ['catalogue', 'errors'],
);
export const HomepageMaterialsPage = lazyPage(
  () => import('../../features/catalogue/pages/homepage-materials-page'),
  ['catalogue', 'errors'],
);
export const ProfessorDashboardPanel = lazyPage(
  () => import('../../features/dashboards/pages/professor-dashboard-panel'),
  DASHBOARDS,
);
export const AdminDashboardPanel = lazyPage(
  () => import('../../features/dashboards/pages/admin-dashboard-panel'),
  DASHBOARDS,
);
export const MyStudentsPage = lazyPage(
  () => import('../../features/dashboards/pages/my-students-page'),
  DASHBOARDS,
);
export const MyCoursesPage = lazyPage(
  () => import('../../features/course-authoring/pages/my-courses-page'),
  AUTHORING,
);
export const ProfessorCoursePage = lazyPage(
  () => import('../../features/course-authoring/pages/professor-course-page'),
  AUTHORING,
);
export const CreateCoursePage = lazyPage(
  () => import('../../features/course-authoring/pages/create-course-page'),
  AUTHORING,
);
export const ProfessorCommentsPage = lazyPage(
  () => import('../../features/course-authoring/pages/professor-comments-page'),
  AUTHORING,
);
export const PendingCoursesPage = lazyPage(
  () => import('../../features/course-review/pages/pending-courses-page'),
  REVIEW,
);
export const AdminCoursesPage = lazyPage(
  () => import('../../features/course-review/pages/admin-courses-page'),
  REVIEW,
);
export const AdminCoursePage = lazyPage(
  () => import('../../features/course-review/pages/admin-course-page'),
  REVIEW,
);
export const CourseFilesPage = lazyPage(
  () => import('../../features/course-review/pages/course-files-page'),
  REVIEW,
);
export const AdminPointsPage = lazyPage(
  () => import('../../features/points-admin/pages/admin-points-page'),
  ['points-admin', 'errors'],
);
export const AdminPointCodesPage = lazyPage(
  () => import('../../features/points-admin/pages/admin-point-codes-page'),
  ['points-admin', 'errors'],
);
export const AdminPointTransactionsPage = lazyPage(
  () => import('../../features/points-admin/pages/admin-point-transactions-page'),
  ['points-admin', 'errors'],
);
export const AdminPricingPage = lazyPage(
  () => import('../../features/points-admin/pages/admin-pricing-page'),
  ['points-admin', 'errors'],
);
export const AdminEarningsPage = lazyPage(
  () => import('../../features/points-admin/pages/admin-earnings-page'),
  ['points-admin', 'errors'],
);
export const CreateQuizPage = lazyPage(
  () => import('../../features/quizzes/pages/create-quiz-page'),
  QUIZZES,
);
export const EditQuizPage = lazyPage(() => import('../../features/quizzes/pages/edit-quiz-page'), QUIZZES);
export const MyQuizzesPage = lazyPage(() => import('../../features/quizzes/pages/my-quizzes-page'), QUIZZES);
export const QuizResultsPage = lazyPage(
  () => import('../../features/quizzes/pages/quiz-results-page'),
  [...QUIZZES, 'charts'],
);
export const AttemptReviewPage = lazyPage(
  () => import('../../features/quizzes/pages/attempt-review-page'),
  QUIZZES,
);
export const AdminQuizzesPage = lazyPage(
  () => import('../../features/quizzes/pages/admin-quizzes-page'),
  QUIZZES,
);
export const AdminUsersPage = lazyPage(
  () => import('../../features/users-admin/pages/admin-users-page'),
  ['users-admin', 'errors'],
);
export const AdminUserPage = lazyPage(
  () => import('../../features/users-admin/pages/admin-user-page'),
  ['users-admin', 'errors'],
);
export const CreateLiveSessionPage = lazyPage(
  () => import('../../features/live-staff/pages/create-live-session-page'),
  LIVE_STAFF,
);
export const ProfessorLiveSessionsPage = lazyPage(
  () => import('../../features/live-staff/pages/professor-live-sessions-page'),
  ['live-staff', 'course-content', 'errors'],
);
export const ProfessorLiveSectionsPage = lazyPage(
  () => import('../../features/live-staff/pages/professor-live-sections-page'),
  LIVE_STAFF,
);
export const AdminLiveSessionsPage = lazyPage(
  () => import('../../features/live-staff/pages/admin-live-sessions-page'),
  LIVE_STAFF,
);
export const AdminJobsPage = lazyPage(
  () => import('../../features/jobs/pages/admin-jobs-page'),
  ['jobs', 'errors'],
);
export const AdminSlidesPage = lazyPage(
  () => import('../../features/slides/pages/admin-slides-page'),
  ['slides', 'errors'],
);
export const SlideEditorPage = lazyPage(
  () => import('../../features/slides/pages/slide-editor-page'),
  ['slides', 'course-content', 'charts', 'errors'],
);
export const AdminSettingsPage = lazyPage(
  () => import('../../features/settings/pages/admin-settings-page'),
  ['settings', 'errors'],
);
export const FooterContentPage = lazyPage(
  () => import('../../features/settings/pages/footer-content-page'),
  ['settings', 'errors'],
);
export const ProfessorPrivateClassesPage = lazyPage(
  () => import('../../features/private-classes/pages/professor-private-classes-page'),
  PRIVATE_CLASSES,
);
export const ProfessorSettingsPage = lazyPage(
  () => import('../../features/private-classes/pages/professor-settings-page'),
  PRIVATE_CLASSES,
);
export const AdminPrivateClassesPage = lazyPage(
  () => import('../../features/private-classes/pages/admin-private-classes-page'),
  PRIVATE_CLASSES,
);
export const AdminPrivateClassSettingsPage = lazyPage(
  () => import('../../features/private-classes/pages/admin-private-class-settings-page'),
  PRIVATE_CLASSES,
);
