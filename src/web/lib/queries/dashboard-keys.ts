/**
 * The dashboards' answers and a reader's progress in a course live under `dashboards`: recording progress
 * invalidates the course's progress and the student's dashboard (its "continue learning") together.
 */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  student: () => [...dashboardKeys.all, 'student'] as const,
  professor: () => [...dashboardKeys.all, 'professor'] as const,
  myStudents: (filter: object) => [...dashboardKeys.all, 'my-students', filter] as const,
  admin: () => [...dashboardKeys.all, 'admin'] as const,
  progress: (courseId: number) => [...dashboardKeys.all, 'progress', courseId] as const,
};
