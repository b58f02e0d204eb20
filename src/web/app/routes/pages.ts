/**
 * Every page of the app, each its own chunk. Feature issues add their pages here and place them in
 * `router.tsx` (public and student routes) or `staff-pages.tsx` (admin and professor areas).
 */
import { lazyPage } from './lazy-page';
import { prefetchCourseOfAddress } from './prefetch-course';

export const HomePage = lazyPage(() => import('../../features/site/pages/home-page'), ['site']);
export const NotFoundPage = lazyPage(() => import('../../features/site/pages/not-found-page'));

/** Catalogue: browsing both paths, the structure editor, the home page's catalogue entries. */
export const CoursesBrowsePage = lazyPage(
  () => import('../../features/catalogue/pages/courses-browse-page'),
  ['catalogue', 'errors'],
);
export const LanguagesBrowsePage = lazyPage(
  () => import('../../features/catalogue/pages/languages-browse-page'),
  ['catalogue', 'errors'],
);
export const StructurePage = lazyPage(
  () => import('../../features/catalogue/pages/structure-page'),
  ['catalogue', 'errors'],
);
export const HomepageMaterialsPage = lazyPage(
  () => import('../../features/catalogue/pages/homepage-materials-page'),
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

const AUTHORING = ['authoring', 'course-content', 'errors'];
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

const REVIEW = ['review', 'course-content', 'errors'];
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
export const PointCodesPrintPage = lazyPage(
  () => import('../../features/points-admin/pages/point-codes-print-page'),
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

const QUIZZES = ['quizzes', 'errors'];
export const TakeQuizPage = lazyPage(() => import('../../features/quizzes/pages/take-quiz-page'), QUIZZES);
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

/** Accounts: the admin's list and one account's page. */
export const AdminUsersPage = lazyPage(
  () => import('../../features/users-admin/pages/admin-users-page'),
  ['users-admin', 'errors'],
);
export const AdminUserPage = lazyPage(
  () => import('../../features/users-admin/pages/admin-user-page'),
  ['users-admin', 'errors'],
);

/** Live teaching, the students' side: the catalogue, their sessions, the room and a live section. */
const LIVE = ['live', 'errors'];
export const LiveClassesPage = lazyPage(() => import('../../features/live/pages/live-classes-page'), LIVE);
export const MySessionsPage = lazyPage(() => import('../../features/live/pages/my-sessions-page'), LIVE);
export const StreamingPage = lazyPage(() => import('../../features/live/pages/streaming-page'), LIVE);
export const LiveSectionPage = lazyPage(() => import('../../features/live/pages/live-section-page'), LIVE);

/** Live teaching, the staff side: scheduling and running sessions, sections, the admin's approvals. */
const LIVE_STAFF = ['live-staff', 'errors'];
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

/** Operations: the scheduler's jobs and their failures (admin). */
export const AdminJobsPage = lazyPage(
  () => import('../../features/jobs/pages/admin-jobs-page'),
  ['jobs', 'errors'],
);

/** Site content (issue 17): the home-page slides, the platform settings and the footer. */
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

/** Private classes and teacher profiles: finding a teacher, requests, the professor's and the admin's pages. */
const PRIVATE_CLASSES = ['private-classes', 'errors'];
export const PrivateClassesPage = lazyPage(
  () => import('../../features/private-classes/pages/private-classes-page'),
  PRIVATE_CLASSES,
);
export const TeacherProfilePage = lazyPage(
  () => import('../../features/private-classes/pages/teacher-profile-page'),
  PRIVATE_CLASSES,
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
