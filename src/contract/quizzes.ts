import { z } from 'zod';
import { id, idInput, pageQuery, pagination, wholeNumberInput } from './common';

/**
 * Quizzes: professors write them on their own courses, admins review them, students take timed attempts.
 * Field names follow the specification's wire names (snake_case for quizzes, camelCase for attempts).
 */

export const quizStatuses = ['pending', 'approved', 'rejected'] as const;
export const quizStatus = z.enum(quizStatuses);
export type QuizStatus = z.infer<typeof quizStatus>;

export const questionTypes = ['multiple-choice', 'true-false'] as const;
export const questionType = z.enum(questionTypes);
export type QuestionType = z.infer<typeof questionType>;

export const QUIZ_TIME_LIMIT = { min: 1, max: 300 } as const;
export const QUIZ_PASSING_SCORE = { min: 0, max: 100 } as const;
export const QUIZ_MAX_ATTEMPTS = { min: 1, max: 20 } as const;
export const QUIZ_OPTIONS = { min: 2, max: 6 } as const;
export const QUIZ_QUESTIONS_MAX = 100;
/** A submit this long after the deadline still counts: the request may have been slow to arrive. */
export const SUBMIT_GRACE_SECONDS = 30;

export const QUIZ_NOT_FOUND = 'Quiz not found';
export const ATTEMPT_NOT_FOUND = 'Attempt not found';
export const MAX_ATTEMPTS_REACHED = 'Maximum attempts reached';
export const ATTEMPT_ALREADY_SUBMITTED = 'Attempt already submitted';
export const TIME_LIMIT_EXCEEDED = 'Time limit exceeded';
export const ATTEMPT_STILL_OPEN = 'Attempt is still open';

const wholeInRange = (range: { min: number; max: number }, what: string) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int({ error: `${what} must be a whole number` })
    .min(range.min, { error: `${what} is ${range.min} to ${range.max}` })
    .max(range.max, { error: `${what} is ${range.min} to ${range.max}` });

const questionText = z.string().trim().min(1, { error: 'Write the question' }).max(2000);
const explanation = z.string().trim().max(5000).default('');
const points = z.coerce
  .number()
  .int({ error: 'Points must be a whole number' })
  .min(1, { error: 'A question is worth at least 1 point' })
  .max(100, { error: 'A question is worth at most 100 points' });

const multipleChoiceInput = z
  .object({
    type: z.literal('multiple-choice'),
    question: questionText,
    options: z
      .array(z.string().trim().min(1, { error: 'An option cannot be empty' }).max(500))
      .min(QUIZ_OPTIONS.min, { error: `Give ${QUIZ_OPTIONS.min} to ${QUIZ_OPTIONS.max} options` })
      .max(QUIZ_OPTIONS.max, { error: `Give ${QUIZ_OPTIONS.min} to ${QUIZ_OPTIONS.max} options` }),
    /** 0-based index of the right option. */
    correctAnswer: z.number().int().min(0, { error: 'Choose the right option' }),
    points,
    explanation,
  })
  .refine((q) => q.correctAnswer < q.options.length, {
    error: 'The right answer must be one of the options',
    path: ['correctAnswer'],
  });
const trueFalseInput = z.object({
  type: z.literal('true-false'),
  question: questionText,
  /** True-false questions carry no options of their own; pages show the two answers in the reader's language. */
  options: z.array(z.string()).max(0).optional(),
  correctAnswer: z.boolean({ error: 'Choose true or false' }),
  points,
  explanation,
});
export const questionInput = z.discriminatedUnion('type', [multipleChoiceInput, trueFalseInput]);
export type QuestionInput = z.infer<typeof questionInput>;

/** The specification's submit payload. */
export const quizBody = z.object({
  course_id: idInput,
  title: z.string().trim().min(3, { error: 'Title must be at least 3 characters' }).max(200),
  description: z.string().trim().max(5000).default(''),
  time_limit: wholeInRange(QUIZ_TIME_LIMIT, 'Time limit'),
  passing_score: wholeInRange(QUIZ_PASSING_SCORE, 'Passing score'),
  max_attempts: wholeInRange(QUIZ_MAX_ATTEMPTS, 'Attempts'),
  questions: z
    .array(questionInput)
    .min(1, { error: 'A quiz needs at least one question' })
    .max(QUIZ_QUESTIONS_MAX, { error: `At most ${QUIZ_QUESTIONS_MAX} questions` }),
});
export type QuizBody = z.infer<typeof quizBody>;

/** An edit: any of the fields (not the course); `is_active` hides or shows an approved quiz. */
export const quizPatch = quizBody
  .omit({ course_id: true })
  .partial()
  .extend({ is_active: z.boolean().optional() });
export type QuizPatch = z.infer<typeof quizPatch>;

export const rejectQuizBody = z.object({
  reason: z.string().trim().min(3, { error: 'Give a reason of at least 3 characters' }).max(2000),
});

const correctAnswer = z.union([z.number().int(), z.boolean()]);

export const question = z.object({
  id,
  question: z.string(),
  type: questionType,
  options: z.array(z.string()),
  correctAnswer,
  points: z.number().int(),
  explanation: z.string(),
});
export type Question = z.infer<typeof question>;

/** A quiz as its professor and admins see it: with the right answers. */
export const quiz = z.object({
  id,
  course_id: id,
  course_title: z.string(),
  title: z.string(),
  description: z.string(),
  created_by: id,
  professor_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  time_limit: z.number().int(),
  passing_score: z.number().int(),
  max_attempts: z.number().int(),
  status: quizStatus,
  is_approved: z.boolean(),
  is_active: z.boolean(),
  rejection_reason: z.string().nullable(),
  questions: z.array(question),
  material_name: z.string().nullable(),
  speciality_name: z.string().nullable(),
  year_name: z.string().nullable(),
  level_name: z.string().nullable(),
  language_name: z.string().nullable(),
  language_level_name: z.string().nullable(),
  /** Closed attempts so far. */
  attempts_count: z.number().int(),
});
export type Quiz = z.infer<typeof quiz>;
export const quizList = z.object({ quizzes: z.array(quiz) });
export type QuizList = z.infer<typeof quizList>;

export const adminQuizzesQuery = pageQuery.extend({
  status: z.enum([...quizStatuses, 'all']).default('pending'),
});
export type AdminQuizzesQuery = z.infer<typeof adminQuizzesQuery>;
/** A page of quizzes: the admin's review queue, a professor's own. */
export const quizPage = quizList.extend({ pagination });
export type QuizPage = z.infer<typeof quizPage>;

/** A professor's pages (his quizzes, his quizzes' attempts): 20 rows unless asked otherwise. */
const professorPageQuery = pageQuery.extend({ limit: wholeNumberInput(1, 100).default(20) });

/** `GET /quizzes/my-quizzes`: the professor's quizzes, newest first, a page at a time. */
export const myQuizzesQuery = professorPageQuery;
export type MyQuizzesQuery = z.infer<typeof myQuizzesQuery>;

export const pendingQuizzesCount = z.object({ pending: z.number().int(), total: z.number().int() });
export type PendingQuizzesCount = z.infer<typeof pendingQuizzesCount>;

export const professorCourse = z.object({ id, title: z.string(), status: z.string() });
export const professorCourses = z.object({ courses: z.array(professorCourse) });
export type ProfessorCourse = z.infer<typeof professorCourse>;

export const deleteQuizResult = z.object({ message: z.string(), deleted: z.boolean() });

// ── Taking a quiz ─────────────────────────────────────────────────────────────────────────────────────

/** A question as a student sees it before submitting: never the right answer, never the explanation. */
export const studentQuestion = z.object({
  id,
  question: z.string(),
  type: questionType,
  options: z.array(z.string()),
  points: z.number().int(),
});
export type StudentQuestion = z.infer<typeof studentQuestion>;

export const answer = z.object({ questionId: idInput, answer: z.union([z.number().int(), z.boolean()]) });
export type Answer = z.infer<typeof answer>;
export const answersBody = z.object({
  answers: z.array(answer).max(QUIZ_QUESTIONS_MAX, { error: 'Too many answers' }),
});
export type AnswersBody = z.infer<typeof answersBody>;

export const attemptStatuses = ['open', 'submitted', 'expired'] as const;
export const attemptStatus = z.enum(attemptStatuses);
export type AttemptStatus = z.infer<typeof attemptStatus>;

export const startAttemptBody = z.object({ quizId: idInput });

export const openAttempt = z.object({
  id,
  startedAt: z.string(),
  deadline: z.string(),
  /** The server's clock when it answered: pages count down from here, not from the device's clock. */
  serverTime: z.string(),
  answers: z.array(answer),
});
export type OpenAttempt = z.infer<typeof openAttempt>;

export const startedAttempt = z.object({
  attempt: openAttempt,
  quiz: z.object({
    id,
    title: z.string(),
    time_limit: z.number().int(),
    passing_score: z.number().int(),
    questions: z.array(studentQuestion),
  }),
});
export type StartedAttempt = z.infer<typeof startedAttempt>;

export const savedAnswers = z.object({ id, answers: z.array(answer), savedAt: z.string() });

export const attemptScore = z.object({
  score: z.number().int(),
  totalPoints: z.number().int(),
  percentage: z.number(),
  passed: z.boolean(),
});
export type AttemptScore = z.infer<typeof attemptScore>;

/** One of the caller's closed attempts, as the quiz's intro lists them. */
export const pastAttempt = attemptScore.extend({
  id,
  status: attemptStatus,
  startedAt: z.string(),
  completedAt: z.string().nullable(),
});

/** A quiz as a student sees it in a course's list and on its intro page. */
export const courseQuiz = z.object({
  id,
  course_id: id,
  course_title: z.string(),
  title: z.string(),
  description: z.string(),
  time_limit: z.number().int(),
  passing_score: z.number().int(),
  max_attempts: z.number().int(),
  is_active: z.boolean(),
  question_count: z.number().int(),
  total_points: z.number().int(),
  attempts_used: z.number().int(),
  /** Best percentage among the caller's closed attempts. */
  best_score: z.number().nullable(),
  passed: z.boolean(),
  open_attempt_id: id.nullable(),
});
export type CourseQuiz = z.infer<typeof courseQuiz>;
export const courseQuizList = z.object({ quizzes: z.array(courseQuiz) });
export const quizOverview = courseQuiz.extend({ attempts: z.array(pastAttempt) });
export type QuizOverview = z.infer<typeof quizOverview>;

export const questionResult = studentQuestion.extend({
  /** The student's answer, or null when left unanswered. */
  answer: z.union([z.number().int(), z.boolean()]).nullable(),
  correctAnswer,
  correct: z.boolean(),
  pointsEarned: z.number().int(),
  explanation: z.string(),
});
export type QuestionResult = z.infer<typeof questionResult>;

export const attemptResults = attemptScore.extend({
  id,
  quizId: id,
  quizTitle: z.string(),
  passingScore: z.number().int(),
  studentId: id,
  studentName: z.string(),
  status: attemptStatus,
  startedAt: z.string(),
  deadline: z.string(),
  completedAt: z.string().nullable(),
  /** Seconds from the start to the submission (or to the deadline, when time ran out). */
  timeSpent: z.number().int().nullable(),
  questions: z.array(questionResult),
});
export type AttemptResults = z.infer<typeof attemptResults>;

// ── Professor results ─────────────────────────────────────────────────────────────────────────────────

export const resultAttempt = z.object({
  id,
  studentId: id,
  studentName: z.string(),
  studentEmail: z.string(),
  score: z.number().int(),
  totalPoints: z.number().int(),
  percentage: z.number(),
  passed: z.boolean(),
  status: attemptStatus,
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  timeSpent: z.number().int().nullable(),
});
export type ResultAttempt = z.infer<typeof resultAttempt>;

const resultTotals = {
  total_attempts: z.number().int(),
  /** Mean percentage of the closed attempts (0 when none). */
  average_score: z.number(),
  passed_attempts: z.number().int(),
};

/** A quiz of the professor's, with the totals of its closed attempts (the results page's quiz choice). */
export const quizResultSummary = z.object({
  id,
  title: z.string(),
  course_title: z.string(),
  status: quizStatus,
  passing_score: z.number().int(),
  ...resultTotals,
});
export type QuizResultSummary = z.infer<typeof quizResultSummary>;

/** `GET /quizzes/professor/results`: one quiz's attempts (`quizId`) or all of them, a page at a time. */
export const professorResultsQuery = professorPageQuery.extend({ quizId: idInput.optional() });
export type ProfessorResultsQuery = z.infer<typeof professorResultsQuery>;

export const professorResults = z.object({
  /** Of every closed attempt of the professor's quizzes, or of the chosen quiz's. */
  ...resultTotals,
  /** How many of those attempts scored in each tenth: 0–9 %, 10–19 %, … 90–100 %. */
  distribution: z.array(z.number().int()).length(10),
  /** A page of those attempts, newest first. */
  attempts: z.array(resultAttempt.extend({ quizId: id, quizTitle: z.string() })),
  pagination,
  /** Every quiz of the professor's (every quiz, for an admin), newest first, each with its own totals. */
  quizzes: z.array(quizResultSummary),
});
export type ProfessorResults = z.infer<typeof professorResults>;
