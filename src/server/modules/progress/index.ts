// The progress module's public API: what other modules (the dashboards) read of learning progress.
export { completedBlocksByUser } from './progress';
