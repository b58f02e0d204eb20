/**
 * The admin and professor areas share one layout whose sidebar is built from this list: a page registered
 * here gets its route under /admin or /professor and, when it has a `nav` entry, its sidebar link. Later
 * feature issues append their pages; nothing links to a page that does not exist. This list, its icons and
 * badges load with the staff area (`staff-area.tsx`), not with the entry.
 */
import {
  ChartIcon,
  CoinsIcon,
  CoursesIcon,
  DashboardIcon,
  FolderCheckIcon,
  GraduationIcon,
  HomeIcon,
  InboxIcon,
  MessageIcon,
  ReceiptIcon,
  SquarePlusIcon,
  TagIcon,
  TicketIcon,
  QuizIcon,
  UsersIcon,
} from '../../components/ui/icons';
import { AccountDashboardPage } from './pages';
import {
  AdminDashboardPanel,
  ProfessorDashboardPanel,
  MyStudentsPage,
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
} from './staff-area-pages';
import { PendingCoursesBadge, PendingQuizzesBadge, UnansweredCommentsBadge } from '../layouts/nav-badges';
import type { StaffArea, StaffPage } from './staff-page';
import { operationsPages } from './staff-pages-operations';
import { livePages, privateClassPages } from './staff-pages-teaching';

export type { StaffArea, StaffPage } from './staff-page';

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
    area: 'professor',
    path: 'my-students',
    element: <MyStudentsPage />,
    nav: { label: 'staffNav.myStudents', icon: UsersIcon },
  },
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

export const staffPages: readonly StaffPage[] = [
  {
    area: 'admin',
    path: 'dashboard',
    element: <AccountDashboardPage area="admin" stats={<AdminDashboardPanel />} />,
    nav: { label: 'staffNav.dashboard', icon: DashboardIcon },
  },
  {
    area: 'professor',
    path: 'dashboard',
    element: <AccountDashboardPage area="professor" stats={<ProfessorDashboardPanel />} />,
    nav: { label: 'staffNav.dashboard', icon: DashboardIcon },
  },
  ...cataloguePages,
  ...coursePages,
  ...pointsPages,
  ...quizPages,
  ...userPages,
  ...livePages,
  ...privateClassPages,
  ...operationsPages,
];

export function staffPagesOf(area: StaffArea): readonly StaffPage[] {
  return staffPages.filter((page) => page.area === area);
}
