// The jobs module serves the admins' view of the scheduler (plugins/jobs.ts runs the jobs) and prunes old
// finished jobs; other modules schedule work through `ctx.jobs`.
export { pruneJobsJob } from './prune';
