import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { StudentDashboard } from '../../../contract/dashboards';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { privateClasses } from '../../db/schema/private-classes';
import { languageLevels, materials } from '../../db/schema/structure';
import { users } from '../../db/schema/users';
import { quizAttempts, quizzes } from '../../db/schema/quizzes';
import { percentOf } from '../../../contract/progress';
import { listNotifications } from '../notifications/index';
import { getBalance } from '../points/index';
import { recentLearning } from '../progress/index';
import { studentUpcomingSessions } from './sessions.read-model';

/** `GET /me/dashboard`: what a student comes back for, in one answer (nine small queries, run together). */
export async function studentDashboard(db: Db, userId: number): Promise<StudentDashboard> {
  const [learning, upcomingSessions, toPay, attempts, balance, notifications] = await Promise.all([
    recentLearning(db, userId, 6),
    studentUpcomingSessions(db, userId, 5),
    db
      .select({
        id: privateClasses.id,
        professorName: users.name,
        subject: sql<string | null>`coalesce(${materials.name}, ${languageLevels.name})`,
        sessionsCount: privateClasses.sessionsCount,
        total: privateClasses.total,
        schedule: privateClasses.schedule,
      })
      .from(privateClasses)
      .innerJoin(users, eq(users.id, privateClasses.professorId))
      .leftJoin(materials, eq(materials.id, privateClasses.materialId))
      .leftJoin(languageLevels, eq(languageLevels.id, privateClasses.languageLevelId))
      .where(and(eq(privateClasses.studentId, userId), eq(privateClasses.status, 'confirmed')))
      .orderBy(asc(privateClasses.confirmedAt), asc(privateClasses.id))
      .limit(5),
    db
      .select({
        attemptId: quizAttempts.id,
        quizId: quizzes.id,
        quizTitle: quizzes.title,
        courseTitle: courses.title,
        score: quizAttempts.score,
        totalPoints: quizAttempts.totalPoints,
        passed: quizAttempts.passed,
        completedAt: quizAttempts.completedAt,
      })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .innerJoin(courses, eq(courses.id, quizzes.courseId))
      .where(
        and(
          eq(quizAttempts.studentId, userId),
          inArray(quizAttempts.status, ['submitted', 'expired']),
          isNotNull(quizAttempts.completedAt),
        ),
      )
      .orderBy(desc(quizAttempts.completedAt), desc(quizAttempts.id))
      .limit(5),
    getBalance(db, userId),
    listNotifications(db, userId, 5),
  ]);
  return {
    learning,
    upcomingSessions,
    privateClassesToPay: toPay.map(({ schedule, total, ...row }) => ({
      ...row,
      total: total ?? 0,
      firstSessionAt: [...schedule].sort()[0] ?? null,
    })),
    quizResults: attempts.map((row) => ({
      ...row,
      score: row.score ?? 0,
      passed: row.passed ?? false,
      percentage: percentOf(row.score ?? 0, row.totalPoints),
      completedAt: (row.completedAt ?? new Date(0)).toISOString(),
    })),
    balance,
    notifications: notifications.notifications,
    unreadNotifications: notifications.unreadCount,
  };
}
