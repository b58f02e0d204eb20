import type { Answer, AttemptScore, QuestionResult, StudentQuestion } from '../../../contract/quizzes';
import type { AttemptAnswer, AttemptQuestion } from '../../db/schema/quizzes';
import { badRequest } from '../../errors';
import { extend } from '../../objects';

/**
 * The rules of a score, without a database: answers are checked against the attempt's own questions, every
 * question counts (unanswered = wrong), and `passed` compares exact fractions, not a rounded percentage.
 */

/** Refuses answers that name a question of another quiz or an option the question does not have. */
export function checkAnswers(questions: AttemptQuestion[], answers: Answer[]): AttemptAnswer[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const checked = new Map<number, AttemptAnswer>();
  for (const { questionId, answer } of answers) {
    const question = byId.get(questionId);
    if (!question) throw badRequest(`answers: question ${questionId} is not part of this quiz`);
    if (question.type === 'true-false') {
      if (typeof answer !== 'boolean')
        throw badRequest(`answers: question ${questionId} is answered true or false`);
    } else if (typeof answer !== 'number' || answer < 0 || answer >= question.options.length) {
      throw badRequest(`answers: question ${questionId} has no option ${String(answer)}`);
    }
    checked.set(questionId, { questionId, answer });
  }
  return [...checked.values()];
}

/** Answers given later replace earlier ones for the same question; the others are kept. */
export function mergeAnswers(saved: AttemptAnswer[], later: AttemptAnswer[]): AttemptAnswer[] {
  const merged = new Map(saved.map((a) => [a.questionId, a]));
  for (const a of later) merged.set(a.questionId, a);
  return [...merged.values()];
}

export const percentageOf = (score: number, totalPoints: number) =>
  totalPoints === 0 ? 0 : Math.round((score * 1000) / totalPoints) / 10;

export function passes(score: number, totalPoints: number, passingScore: number) {
  return score * 100 >= passingScore * totalPoints;
}

export function scoreAttempt(
  questions: AttemptQuestion[],
  answers: AttemptAnswer[],
  passingScore: number,
): AttemptScore & { questions: QuestionResult[] } {
  const given = new Map(answers.map((a) => [a.questionId, a.answer]));
  const results = questions.map((q) => {
    const answer = given.get(q.id) ?? null;
    const correct = answer !== null && answer === q.correctAnswer;
    return extend(toStudentQuestion(q), {
      answer,
      correctAnswer: q.correctAnswer,
      correct,
      pointsEarned: correct ? q.points : 0,
      explanation: q.explanation,
    });
  });
  const score = results.reduce((sum, r) => sum + r.pointsEarned, 0);
  const totalPoints = questions.reduce((sum, q) => sum + q.points, 0);
  return {
    score,
    totalPoints,
    percentage: percentageOf(score, totalPoints),
    passed: passes(score, totalPoints, passingScore),
    questions: results,
  };
}

/** What a student is sent before submitting: the fields are picked one by one, so nothing else can slip in. */
export function toStudentQuestion(q: AttemptQuestion): StudentQuestion {
  return { id: q.id, question: q.question, type: q.type, options: q.options, points: q.points };
}
