import { z } from 'zod';
import { id, pageQuery, pagination } from './common';
import { notification } from './notifications';

/**
 * The three dashboards (issue 18), each answered in one call from real rows: the student's (`GET
 * /me/dashboard`), the professor's (`GET /professor/dashboard/stats`, `GET /professor/my-students`) and the
 * admin's (`GET /admin/dashboard`). Months and weeks are counted in UTC, like the earnings report's dates.
 */

export const learningCourse = z.object({
  courseId: id,
  title: z.string(),
  percentage: z.number().int(),
  completed: z.number().int(),
  total: z.number().int(),
  lastActivityAt: z.string(),
});

export const dashboardSession = z.object({
  id,
  title: z.string(),
  scheduledAt: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  status: z.string(),
  professorName: z.string(),
  attendeesCount: z.number().int(),
  maxAttendees: z.number().int(),
  /** Live or starting now: the join button shows. */
  joinable: z.boolean(),
  /** Set when the session is one of a private class's individual sessions (shown as a private class). */
  privateClassId: id.nullable(),
});
export type DashboardSession = z.infer<typeof dashboardSession>;

export const dashboardQuizResult = z.object({
  attemptId: id,
  quizId: id,
  quizTitle: z.string(),
  courseTitle: z.string(),
  score: z.number().int(),
  totalPoints: z.number().int(),
  percentage: z.number().int(),
  passed: z.boolean(),
  completedAt: z.string(),
});

/** A private class waiting for the student: confirmed by the professor, to be paid. */
export const privateClassToPay = z.object({
  id,
  professorName: z.string(),
  /** The material's or language level's name, null when it was removed. */
  subject: z.string().nullable(),
  sessionsCount: z.number().int(),
  total: z.number().int(),
  /** The first confirmed time (ISO 8601), null without a schedule. */
  firstSessionAt: z.string().nullable(),
});
export type PrivateClassToPay = z.infer<typeof privateClassToPay>;

export const studentDashboard = z.object({
  /** Courses with progress, most recent first. */
  learning: z.array(learningCourse),
  /** Sessions held by seat or section, not ended or cancelled, soonest first. */
  upcomingSessions: z.array(dashboardSession),
  /** Private classes confirmed by the professor and waiting for the student's payment, oldest first. */
  privateClassesToPay: z.array(privateClassToPay),
  quizResults: z.array(dashboardQuizResult),
  balance: z.number().int(),
  notifications: z.array(notification),
  unreadNotifications: z.number().int(),
});
export type StudentDashboard = z.infer<typeof studentDashboard>;

const salesFigures = z.object({
  /** Sales (refunds not counted as sales). */
  count: z.number().int(),
  /** Points paid by students, refunds taken off. */
  gross: z.number().int(),
  /** The professor's share of `gross`. */
  earnings: z.number().int(),
});

export const professorDashboardStats = z.object({
  /** The server's date (UTC), where the charts end. */
  today: z.string(),
  courses: z.object({
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
    total: z.number().int(),
  }),
  /** Distinct students who bought any of the professor's courses, sessions, sections or private classes. */
  students: z.number().int(),
  /** Every sale, private classes included. */
  sales: z.object({ thisMonth: salesFigures, lastMonth: salesFigures }),
  /** The private classes' part of `sales`. */
  privateClassSales: z.object({ thisMonth: salesFigures, lastMonth: salesFigures }),
  /** Requests waiting for his answer: the same number as `GET /professor/pending-private-classes-count`. */
  pendingPrivateClasses: z.number().int(),
  /** Average percentage of the submitted attempts on the professor's quizzes; null without any. */
  averageQuizScore: z.number().int().nullable(),
  quizAttempts: z.number().int(),
  upcomingSessions: z.array(dashboardSession),
  unansweredComments: z.number().int(),
  /** The last 12 weeks, oldest first; `week` is its Monday (YYYY-MM-DD). Weeks without sales are left out. */
  salesByWeek: z.array(
    z.object({
      week: z.string(),
      count: z.number().int(),
      gross: z.number().int(),
      earnings: z.number().int(),
    }),
  ),
});
export type ProfessorDashboardStats = z.infer<typeof professorDashboardStats>;

export const myStudentsQuery = pageQuery.extend({
  search: z.string().trim().max(100).default(''),
});
export type MyStudentsQuery = z.infer<typeof myStudentsQuery>;

export const myStudent = z.object({
  id,
  name: z.string(),
  email: z.string(),
  /** The latest purchase of anything of the professor's. */
  lastPurchaseAt: z.string(),
  courses: z.array(z.object({ id, title: z.string(), percentage: z.number().int() })),
  sessions: z.array(z.object({ id, title: z.string() })),
  sections: z.array(z.object({ id, title: z.string() })),
  /** Paid private classes (scheduled, completed, or cancelled after sessions were held). */
  privateClasses: z.array(
    z.object({
      id,
      subject: z.string().nullable(),
      sessionsCount: z.number().int(),
      status: z.enum(['scheduled', 'completed', 'cancelled']),
    }),
  ),
  quizzes: z.object({
    attempts: z.number().int(),
    passed: z.number().int(),
    /** Average percentage of the submitted attempts; null without any. */
    averageScore: z.number().int().nullable(),
  }),
});
export type MyStudent = z.infer<typeof myStudent>;

export const myStudentList = z.object({ students: z.array(myStudent), pagination });
export type MyStudentList = z.infer<typeof myStudentList>;

export const adminDashboard = z.object({
  /** The server's date (UTC), where the charts end. */
  today: z.string(),
  pending: z.object({
    courses: z.number().int(),
    liveSections: z.number().int(),
    liveSessions: z.number().int(),
    quizzes: z.number().int(),
    /** Private-class requests waiting for a professor's confirmation. */
    privateClasses: z.number().int(),
  }),
  users: z.object({
    student: z.number().int(),
    professor: z.number().int(),
    admin: z.number().int(),
    total: z.number().int(),
    newThisWeek: z.number().int(),
  }),
  /** This calendar month (UTC). */
  month: z.object({
    /** `YYYY-MM-DD`: the first day of the month, for links to the lists. */
    from: z.string(),
    pointsSold: z.number().int(),
    revenueDzd: z.number().int(),
    courseSales: z.number().int(),
    courseGross: z.number().int(),
    sessionSales: z.number().int(),
    sessionGross: z.number().int(),
    /** Private classes paid this month and the points paid for them (refunds taken off). */
    privateClassSales: z.number().int(),
    privateClassGross: z.number().int(),
  }),
  /** The last 30 days. */
  topCourses: z.array(
    z.object({
      id,
      title: z.string(),
      professorName: z.string(),
      sales: z.number().int(),
      gross: z.number().int(),
    }),
  ),
  topProfessors: z.array(
    z.object({ id, name: z.string(), sales: z.number().int(), gross: z.number().int() }),
  ),
  /** One row per day of the last 30 (today included), oldest first; days without rows are left out. */
  daily: z.array(
    z.object({
      date: z.string(),
      sales: z.number().int(),
      gross: z.number().int(),
      signups: z.number().int(),
      revenueDzd: z.number().int(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
