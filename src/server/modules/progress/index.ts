// The progress module's public API: what other modules (the dashboards) read of learning progress.
export { completedBlocksByUser, recentLearning, type LearningCourse } from './progress';
