import { useQuery } from '@tanstack/react-query';
import type { CourseQuiz } from '../../../../contract/quizzes';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from '../../../lib/queries/quiz-keys';

/** The course's approved quizzes with the reader's attempts and best score (owners, its professor, admins). */
export function useCourseQuizzes(courseId: number, enabled: boolean) {
  return useQuery({
    queryKey: quizKeys.course(courseId),
    queryFn: () => apiFetch<{ quizzes: CourseQuiz[] }>(`/quizzes/courses/${courseId}/quizzes`),
    enabled,
  });
}
