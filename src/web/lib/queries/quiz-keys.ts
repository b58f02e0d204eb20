/** Quizzes: a course's list, a quiz's intro, the professor's and the admin's lists, results. */
export const quizKeys = {
  all: ['quizzes'] as const,
  course: (courseId: number) => [...quizKeys.all, 'course', courseId] as const,
  overview: (quizId: number) => [...quizKeys.all, 'overview', quizId] as const,
  mine: (page: number) => [...quizKeys.all, 'mine', page] as const,
  detail: (quizId: number) => [...quizKeys.all, 'detail', quizId] as const,
  admin: (status: string, page: number) => [...quizKeys.all, 'admin', status, page] as const,
  pendingCount: () => [...quizKeys.all, 'pending-count'] as const,
  professorCourses: () => [...quizKeys.all, 'professor-courses'] as const,
  professorResults: (quizId: number | null, page: number) =>
    [...quizKeys.all, 'professor-results', quizId, page] as const,
  attemptResults: (attemptId: number) => [...quizKeys.all, 'attempt', attemptId] as const,
};
