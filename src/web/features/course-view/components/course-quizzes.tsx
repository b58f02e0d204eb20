import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '../../../../contract/courses';
import { buttonClasses } from '../../../components/ui/button-styles';
import { QuizIcon } from '../../../components/ui/icons';
import { QueryState } from '../../../components/ui/query-state';
import { useSession } from '../../../lib/use-session';
import { useCourseQuizzes } from '../api/list-course-quizzes';

/** The course's quizzes, for those who may take them: owners of the course (or everyone when it is free). */
export function CourseQuizzes({ course }: { course: Course }) {
  const { t } = useTranslation('course');
  const { user } = useSession();
  const allowed =
    Boolean(user) && (course.canAccessContent || (course.status === 'approved' && course.price === 0));
  const query = useCourseQuizzes(course.id, allowed);
  if (!allowed) return null;
  return (
    <section aria-labelledby="course-quizzes" className="mt-10">
      <h2 id="course-quizzes" className="text-xl font-bold text-slate-900 sm:text-2xl">
        {t('quizzes.title')}
      </h2>
      <QueryState
        query={query}
        isEmpty={(data) => data.quizzes.length === 0}
        empty={<p className="mt-3 text-slate-600">{t('quizzes.empty')}</p>}
      >
        {(data) => (
          <ul className="mt-4 space-y-3">
            {data.quizzes.map((quiz) => (
              <li
                key={quiz.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <QuizIcon className="mt-0.5 size-6 shrink-0 text-brand-700" />
                  <div className="min-w-0">
                    <p className="font-bold text-slate-900" dir="auto">
                      {quiz.title}
                    </p>
                    <p className="text-sm text-slate-600">
                      {t('quizzes.summary', {
                        questions: quiz.question_count,
                        minutes: quiz.time_limit,
                        used: quiz.attempts_used,
                        max: quiz.max_attempts,
                      })}
                      {quiz.best_score !== null ? ` · ${t('quizzes.best', { score: quiz.best_score })}` : ''}
                    </p>
                  </div>
                </div>
                {user?.role === 'student' ? (
                  <Link
                    to={`/quiz/${quiz.id}`}
                    className={buttonClasses(quiz.open_attempt_id ? 'primary' : 'secondary', 'sm')}
                  >
                    {quiz.open_attempt_id ? t('quizzes.resume') : t('quizzes.open')}
                    <span className="sr-only">: {quiz.title}</span>
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
