// The quizzes module's public API: what other code (the demo data, the scheduler) uses of quizzes.
export { closeIfOverdue, saveAnswers, startAttempt, submitAttempt } from './attempts';
export { createQuiz, updateQuiz } from './authoring';
export { closeAttemptJob } from './deadline-job';
export { approveQuiz, pendingQuizzesCount, rejectQuiz } from './review';
