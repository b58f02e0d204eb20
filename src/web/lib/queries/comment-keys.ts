/** Comments on one course (its readers' page) and on a professor's courses (the professor's inbox). */
export const commentKeys = {
  all: ['comments'] as const,
  course: (courseId: number) => [...commentKeys.all, 'course', courseId] as const,
  coursePage: (courseId: number, page: number) => [...commentKeys.course(courseId), page] as const,
  professor: () => [...commentKeys.all, 'professor'] as const,
  unansweredCount: () => [...commentKeys.professor(), 'unanswered-count'] as const,
  professorPage: (courseId: number | null, page: number) =>
    [...commentKeys.professor(), courseId, page] as const,
};
