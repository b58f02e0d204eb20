import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses } from './courses';
import { users } from './users';

export const quizStatusEnum = pgEnum('quiz_status', ['pending', 'approved', 'rejected']);
export const questionTypeEnum = pgEnum('question_type', ['multiple-choice', 'true-false']);
export const quizAttemptStatusEnum = pgEnum('quiz_attempt_status', ['open', 'submitted', 'expired']);

export const quizzes = pgTable(
  'quizzes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Minutes. */
    timeLimit: integer('time_limit').notNull(),
    /** Percentage needed to pass. */
    passingScore: integer('passing_score').notNull(),
    maxAttempts: integer('max_attempts').notNull(),
    status: quizStatusEnum('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** A quiz with attempts is deactivated instead of deleted, so its results stay. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quizzes_course_idx').on(t.courseId, t.status),
    index('quizzes_created_by_idx').on(t.createdBy, t.createdAt),
    index('quizzes_status_idx').on(t.status, t.createdAt),
    // The admin's list of every quiz, oldest first.
    index('quizzes_created_idx').on(t.createdAt, t.id),
    check('quizzes_time_limit_range', sql`${t.timeLimit} between 1 and 300`),
    check('quizzes_passing_score_range', sql`${t.passingScore} between 0 and 100`),
    check('quizzes_max_attempts_range', sql`${t.maxAttempts} between 1 and 20`),
  ],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    type: questionTypeEnum('type').notNull(),
    /** The options of a multiple-choice question; empty for true-false. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    /** 0-based option index (multiple-choice) or a boolean (true-false). */
    correctAnswer: jsonb('correct_answer').$type<number | boolean>().notNull(),
    points: integer('points').notNull(),
    explanation: text('explanation').notNull().default(''),
  },
  (t) => [
    index('quiz_questions_quiz_idx').on(t.quizId, t.position),
    check('quiz_questions_points_positive', sql`${t.points} >= 1`),
  ],
);

/** The questions an attempt was started with, right answers included, so later edits never rescore it. */
export interface AttemptQuestion {
  id: number;
  question: string;
  type: 'multiple-choice' | 'true-false';
  options: string[];
  correctAnswer: number | boolean;
  points: number;
  explanation: string;
}
export interface AttemptAnswer {
  questionId: number;
  answer: number | boolean;
}

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 to the quiz's max attempts; unique per student and quiz, so the count holds under concurrent starts. */
    attemptNumber: integer('attempt_number').notNull(),
    status: quizAttemptStatusEnum('status').notNull().default('open'),
    questions: jsonb('questions').$type<AttemptQuestion[]>().notNull(),
    /** The last saved (or the submitted) answers. */
    answers: jsonb('answers').$type<AttemptAnswer[]>().notNull().default([]),
    score: integer('score'),
    totalPoints: integer('total_points').notNull(),
    /** The quiz's passing percentage when the attempt started. */
    passingScore: integer('passing_score').notNull(),
    passed: boolean('passed'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Seconds from the start to the submission, or to the deadline when time ran out. */
    timeSpent: integer('time_spent'),
    answersSavedAt: timestamp('answers_saved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quiz_attempts_number_key').on(t.quizId, t.studentId, t.attemptNumber),
    // At most one open attempt per student and quiz: a second start returns it instead of opening another.
    uniqueIndex('quiz_attempts_one_open_key')
      .on(t.quizId, t.studentId)
      .where(sql`${t.status} = 'open'`),
    index('quiz_attempts_student_idx').on(t.studentId, t.quizId),
    index('quiz_attempts_open_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 'open'`),
    check('quiz_attempts_number_positive', sql`${t.attemptNumber} >= 1`),
  ],
);
