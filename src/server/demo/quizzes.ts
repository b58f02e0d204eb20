import type { QuizBody } from '../../contract/quizzes';
import type { Db } from '../db/client';
import { getCourseSummaries } from '../modules/courses/index';
import {
  approveQuiz,
  closeIfOverdue,
  createQuiz,
  saveAnswers,
  startAttempt,
  submitAttempt,
} from '../modules/quizzes/index';
import type { AuthUser } from '../plugins/access';

/**
 * Demo quizzes: two approved ones on the courses Amine bought (French, multiple-choice; English, true-false),
 * one pending on the mathematics course, and Amine's attempts over the last days so the results pages have
 * something to show — all written through the quizzes module, as a professor, an admin and a student would.
 */

const days = (n: number, minutes = 0) => new Date(Date.now() - n * 86_400_000 + minutes * 60_000);

// Every demo attempt is closed before seeding ends, so none needs the deadline job.
const noJobs = { enqueue: async () => null };

export async function seedQuizzesDemo(
  db: Db,
  people: { admin: AuthUser; benali: AuthUser; haddad: AuthUser; amine: AuthUser },
  approvedCourseIds: number[],
): Promise<void> {
  const courses = await getCourseSummaries(db, approvedCourseIds);
  const course = (start: string) => {
    const found = courses.find((c) => c.title.startsWith(start));
    if (!found) throw new Error(`demo course missing: ${start}`);
    return found.id;
  };

  const french: QuizBody = {
    course_id: course('Le subjonctif'),
    title: 'Le subjonctif : les bases',
    description: 'Cinq questions pour vérifier que le subjonctif présent est acquis.',
    time_limit: 15,
    passing_score: 60,
    max_attempts: 3,
    questions: [
      {
        type: 'multiple-choice',
        question: 'Il faut que tu … à l’heure.',
        options: ['viens', 'viennes', 'viendras', 'venais'],
        correctAnswer: 1,
        points: 2,
        explanation: '« Il faut que » exige le subjonctif : que tu viennes.',
      },
      {
        type: 'multiple-choice',
        question: 'Je doute qu’il … raison.',
        options: ['a', 'aura', 'ait', 'avait'],
        correctAnswer: 2,
        points: 2,
        explanation: 'Le doute appelle le subjonctif : qu’il ait.',
      },
      {
        type: 'multiple-choice',
        question: 'Quelle conjonction n’est PAS suivie du subjonctif ?',
        options: ['bien que', 'pour que', 'parce que', 'avant que'],
        correctAnswer: 2,
        points: 1,
        explanation: '« Parce que » exprime une cause réelle : il est suivi de l’indicatif.',
      },
      {
        type: 'multiple-choice',
        question: 'Je veux que vous … attentifs.',
        options: ['êtes', 'serez', 'soyez', 'étiez'],
        correctAnswer: 2,
        points: 2,
        explanation: 'La volonté appelle le subjonctif : que vous soyez.',
      },
      {
        type: 'multiple-choice',
        question: 'Bien qu’elle … fatiguée, elle travaille.',
        options: ['soit', 'est', 'sera', 'était'],
        correctAnswer: 0,
        points: 3,
        explanation: '« Bien que » est toujours suivi du subjonctif.',
      },
    ],
  };
  const english: QuizBody = {
    course_id: course('English for the BEM'),
    title: 'Reading strategies: true or false?',
    description: 'Quick check on skimming, scanning and finding the main idea.',
    time_limit: 10,
    passing_score: 50,
    max_attempts: 2,
    questions: [
      ['Skimming means reading every word carefully.', false, 'Skimming is a fast read for the gist.'],
      ['Scanning helps you find a date or a name quickly.', true, 'Scanning looks for specific details.'],
      ['The main idea is often in the first paragraph.', true, 'Writers usually announce it early.'],
      [
        'You should answer the questions before reading the text.',
        false,
        'Read the questions, then the text.',
      ],
    ].map(([question, correctAnswer, explanation]) => ({
      type: 'true-false' as const,
      question: question as string,
      correctAnswer: correctAnswer as boolean,
      points: 1,
      explanation: explanation as string,
    })),
  };
  const pending: QuizBody = {
    course_id: course('الدوال الأسية'),
    title: 'الدالة الأسية: اختبار قصير',
    description: 'أسئلة سريعة حول خواص الدالة الأسية.',
    time_limit: 20,
    passing_score: 70,
    max_attempts: 2,
    questions: [
      {
        type: 'multiple-choice',
        question: 'مشتقة الدالة exp(x) هي:',
        options: ['exp(x)', 'x·exp(x)', '1/x'],
        correctAnswer: 0,
        points: 2,
        explanation: 'الدالة الأسية تساوي مشتقتها.',
      },
      {
        type: 'true-false',
        question: 'exp(0) = 1',
        correctAnswer: true,
        points: 1,
        explanation: 'كل عدد مرفوع إلى القوة 0 يساوي 1.',
      },
    ],
  };

  const frenchQuiz = await createQuiz(db, people.haddad, french);
  const englishQuiz = await createQuiz(db, people.haddad, english);
  await createQuiz(db, people.benali, pending);
  await approveQuiz(db, people.admin, frenchQuiz.id);
  await approveQuiz(db, people.admin, englishQuiz.id);

  const ctx = { db, jobs: noJobs };
  const answers = (quiz: typeof frenchQuiz, picks: (number | boolean)[]) =>
    picks.map((answer, i) => ({ questionId: quiz.questions[i]!.id, answer }));
  // French: failed three days ago, passed two days ago.
  const first = await startAttempt(ctx, people.amine, frenchQuiz.id, days(3));
  await submitAttempt(
    db,
    people.amine,
    first.body.attempt.id,
    answers(frenchQuiz, [1, 0, 2, 1, 1]),
    days(3, 9),
  );
  const second = await startAttempt(ctx, people.amine, frenchQuiz.id, days(2));
  await submitAttempt(
    db,
    people.amine,
    second.body.attempt.id,
    answers(frenchQuiz, [1, 2, 2, 2, 0]),
    days(2, 7),
  );
  // English: the time ran out yesterday; the server closed it from the answers saved along the way.
  const late = await startAttempt(ctx, people.amine, englishQuiz.id, days(1));
  await saveAnswers(
    db,
    people.amine,
    late.body.attempt.id,
    answers(englishQuiz, [false, true, false]),
    days(1, 4),
  );
  await closeIfOverdue(db, late.body.attempt.id);
}
