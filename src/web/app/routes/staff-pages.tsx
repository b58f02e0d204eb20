/**
 * The admin and professor areas share one layout whose sidebar is built from this list: a page registered
 * here gets its route under /admin or /professor and, when it has a `nav` entry, its sidebar link. Later
 * feature issues append their pages; nothing links to a page that does not exist.
 */
import type { ComponentType, ReactNode } from 'react';
import {
  ChartIcon,
  CoinsIcon,
  CoursesIcon,
  DashboardIcon,
  FolderCheckIcon,
  GraduationIcon,
  HomeIcon,
  LayersIcon,
  InboxIcon,
  MessageIcon,
  ReceiptIcon,
  SquarePlusIcon,
  TagIcon,
  TicketIcon,
  QuizIcon,
  UsersIcon,
  VideoIcon,
} from '../../components/ui/icons';
import {
  AccountDashboardPage,
  AdminUserPage,
  AdminUsersPage,
  HomepageMaterialsPage,
  StructurePage,
  AdminCoursePage,
  AdminCoursesPage,
  AdminEarningsPage,
  AdminPointCodesPage,
  AdminPointTransactionsPage,
  AdminPointsPage,
  AdminPricingPage,
  CourseFilesPage,
  CreateCoursePage,
  MyCoursesPage,
  PendingCoursesPage,
  ProfessorCommentsPage,
  ProfessorCoursePage,
  AdminQuizzesPage,
  AttemptReviewPage,
  CreateQuizPage,
  EditQuizPage,
  MyQuizzesPage,
  QuizResultsPage,
  AdminLiveSessionsPage,
  CreateLiveSessionPage,
  ProfessorLiveSectionsPage,
  ProfessorLiveSessionsPage,
} from './pages';
import {
  PendingCoursesBadge,
  PendingLiveBadge,
  PendingQuizzesBadge,
  UnansweredCommentsBadge,
} from '../layouts/nav-badges';

export type StaffArea = 'admin' | 'professor';

export interface StaffPage {
  area: StaffArea;
  /** Relative to the area: `dashboard`, `courses/:courseId`, … */
  path: string;
  element: ReactNode;
  /**
   * Listed in the sidebar when set; `label` is a key of the common namespace, `badge` shows how many wait
   * (it reads its own count).
   */
  nav?: { label: string; icon: ComponentType<{ className?: string }>; badge?: ComponentType };
}

/** Course authoring (professor) and review (admin). */
const coursePages: readonly StaffPage[] = [
  {
    area: 'professor',
    path: 'courses',
    element: <MyCoursesPage />,
    nav: { label: 'staffNav.myCourses', icon: CoursesIcon },
  },
  { area: 'professor', path: 'courses/:id', element: <ProfessorCoursePage /> },
  {
    area: 'professor',
    path: 'create',
    element: <CreateCoursePage />,
    nav: { label: 'staffNav.createCourse', icon: SquarePlusIcon },
  },
  {
    area: 'professor',
    path: 'comments',
    element: <ProfessorCommentsPage />,
    nav: { label: 'staffNav.courseComments', icon: MessageIcon, badge: UnansweredCommentsBadge },
  },
  { area: 'professor', path: 'comments/:courseId', element: <ProfessorCommentsPage /> },
  {
    area: 'admin',
    path: 'pending',
    element: <PendingCoursesPage />,
    nav: { label: 'staffNav.pendingCourses', icon: InboxIcon, badge: PendingCoursesBadge },
  },
  {
    area: 'admin',
    path: 'courses',
    element: <AdminCoursesPage />,
    nav: { label: 'staffNav.courses', icon: CoursesIcon },
  },
  { area: 'admin', path: 'courses/:courseId', element: <AdminCoursePage /> },
  {
    area: 'admin',
    path: 'course-files',
    element: <CourseFilesPage />,
    nav: { label: 'staffNav.courseFiles', icon: FolderCheckIcon },
  },
];

/** The points wallet's admin pages (packages, codes, ledger, pricing, earnings). */
const pointsPages: readonly StaffPage[] = [
  {
    area: 'admin',
    path: 'points',
    element: <AdminPointsPage />,
    nav: { label: 'staffNav.points', icon: CoinsIcon },
  },
  {
    area: 'admin',
    path: 'point-codes',
    element: <AdminPointCodesPage />,
    nav: { label: 'staffNav.pointCodes', icon: TicketIcon },
  },
  {
    area: 'admin',
    path: 'point-transactions',
    element: <AdminPointTransactionsPage />,
    nav: { label: 'staffNav.pointTransactions', icon: ReceiptIcon },
  },
  {
    area: 'admin',
    path: 'pricing',
    element: <AdminPricingPage />,
    nav: { label: 'staffNav.pricing', icon: TagIcon },
  },
  {
    area: 'admin',
    path: 'earnings',
    element: <AdminEarningsPage />,
    nav: { label: 'staffNav.earnings', icon: ChartIcon },
  },
];

/** The catalogue's admin pages. */
const cataloguePages: readonly StaffPage[] = [
  {
    area: 'admin',
    path: 'structure',
    element: <StructurePage />,
    nav: { label: 'staffNav.structure', icon: GraduationIcon },
  },
  {
    area: 'admin',
    path: 'homepage-materials',
    element: <HomepageMaterialsPage />,
    nav: { label: 'staffNav.homepageMaterials', icon: HomeIcon },
  },
];

/** Quizzes: the professor's builder, list and results; the admin's review queue. */
const quizPages: readonly StaffPage[] = [
  {
    area: 'professor',
    path: 'quiz',
    element: <CreateQuizPage />,
    nav: { label: 'staffNav.createQuiz', icon: SquarePlusIcon },
  },
  { area: 'professor', path: 'edit-quiz/:id', element: <EditQuizPage /> },
  {
    area: 'professor',
    path: 'my-quizzes',
    element: <MyQuizzesPage />,
    nav: { label: 'staffNav.myQuizzes', icon: QuizIcon },
  },
  {
    area: 'professor',
    path: 'results',
    element: <QuizResultsPage />,
    nav: { label: 'staffNav.quizResults', icon: ChartIcon },
  },
  { area: 'professor', path: 'results/:attemptId', element: <AttemptReviewPage /> },
  {
    area: 'admin',
    path: 'quizzes',
    element: <AdminQuizzesPage />,
    nav: { label: 'staffNav.quizzes', icon: QuizIcon, badge: PendingQuizzesBadge },
  },
];

/** Accounts: the admin's list, one account's page. */
const userPages: readonly StaffPage[] = [
  {
    area: 'admin',
    path: 'users',
    element: <AdminUsersPage />,
    nav: { label: 'staffNav.users', icon: UsersIcon },
  },
  { area: 'admin', path: 'users/:id', element: <AdminUserPage /> },
];

/** Live teaching: the professor schedules and runs sessions and bundles them; the admin approves. */
const livePages: readonly StaffPage[] = [
  {
    area: 'professor',
    path: 'live-sessions',
    element: <ProfessorLiveSessionsPage />,
    nav: { label: 'staffNav.liveSessions', icon: VideoIcon },
  },
  {
    area: 'professor',
    path: 'create-live-session',
    element: <CreateLiveSessionPage />,
    nav: { label: 'staffNav.createLiveSession', icon: SquarePlusIcon },
  },
  {
    area: 'professor',
    path: 'live-sections',
    element: <ProfessorLiveSectionsPage />,
    nav: { label: 'staffNav.liveSections', icon: LayersIcon },
  },
  {
    area: 'admin',
    path: 'live-sessions',
    element: <AdminLiveSessionsPage />,
    nav: { label: 'staffNav.liveSessions', icon: VideoIcon, badge: PendingLiveBadge },
  },
];

export const staffPages: readonly StaffPage[] = [
  {
    area: 'admin',
    path: 'dashboard',
    element: <AccountDashboardPage area="admin" />,
    nav: { label: 'staffNav.dashboard', icon: DashboardIcon },
  },
  {
    area: 'professor',
    path: 'dashboard',
    element: <AccountDashboardPage area="professor" />,
    nav: { label: 'staffNav.dashboard', icon: DashboardIcon },
  },
  ...cataloguePages,
  ...coursePages,
  ...pointsPages,
  ...quizPages,
  ...userPages,
  ...livePages,
];

export function staffPagesOf(area: StaffArea): readonly StaffPage[] {
  return staffPages.filter((page) => page.area === area);
}
