import { useQuery } from '@tanstack/react-query';
import type { ProfessorCourse } from '../../../../contract/quizzes';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from '../../../lib/queries/quiz-keys';

/** The professor's own courses, to attach a quiz to. */
export function useProfessorCourses() {
  return useQuery({
    queryKey: quizKeys.professorCourses(),
    queryFn: () => apiFetch<{ courses: ProfessorCourse[] }>('/quizzes/professor/courses'),
  });
}
