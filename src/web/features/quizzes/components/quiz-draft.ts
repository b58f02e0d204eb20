import type { Question, QuestionType, Quiz, QuizBody } from '../../../../contract/quizzes';
import { quizBody } from '../../../../contract/quizzes';

/** The builder's working copy of a quiz: every field as the form holds it, questions with a stable key. */

export interface DraftQuestion {
  key: string;
  type: QuestionType;
  question: string;
  options: string[];
  correctAnswer: number | boolean;
  points: number;
  explanation: string;
}

export interface QuizDraft {
  course_id: number | null;
  title: string;
  description: string;
  time_limit: number;
  passing_score: number;
  max_attempts: number;
  questions: DraftQuestion[];
}

let counter = 0;
const newKey = () => `q${++counter}`;

export function blankQuestion(type: QuestionType = 'multiple-choice'): DraftQuestion {
  return type === 'true-false'
    ? { key: newKey(), type, question: '', options: [], correctAnswer: true, points: 1, explanation: '' }
    : { key: newKey(), type, question: '', options: ['', ''], correctAnswer: 0, points: 1, explanation: '' };
}

/** A new quiz: the sample values the specification mentions (30 minutes, 70 %, 3 attempts). */
export function blankDraft(courseId: number | null = null): QuizDraft {
  return {
    course_id: courseId,
    title: '',
    description: '',
    time_limit: 30,
    passing_score: 70,
    max_attempts: 3,
    questions: [blankQuestion()],
  };
}

export function draftOf(quiz: Quiz): QuizDraft {
  return {
    course_id: quiz.course_id,
    title: quiz.title,
    description: quiz.description,
    time_limit: quiz.time_limit,
    passing_score: quiz.passing_score,
    max_attempts: quiz.max_attempts,
    questions: quiz.questions.map((q: Question) => ({ ...q, key: newKey() })),
  };
}

export function duplicate(question: DraftQuestion): DraftQuestion {
  return { ...question, options: [...question.options], key: newKey() };
}

/** Switching type keeps the text, points and explanation; the answer starts over. */
export function withType(question: DraftQuestion, type: QuestionType): DraftQuestion {
  const fresh = blankQuestion(type);
  return {
    ...fresh,
    key: question.key,
    question: question.question,
    points: question.points,
    explanation: question.explanation,
  };
}

export function move<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The contract's validation of the draft: the body to send, or the first message of each invalid field path. */
export function validateDraft(
  draft: QuizDraft,
): { ok: true; body: QuizBody } | { ok: false; errors: Record<string, string> } {
  const result = quizBody.safeParse({
    ...draft,
    course_id: draft.course_id ?? undefined,
    questions: draft.questions.map(({ key: _key, ...q }) =>
      q.type === 'true-false' ? { ...q, options: undefined } : q,
    ),
  });
  if (result.success) return { ok: true, body: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { ok: false, errors };
}
