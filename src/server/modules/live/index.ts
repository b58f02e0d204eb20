// The live module's public API: live sessions and sections as other code (the demo data, the scheduler) uses them.
export { buySection, buySession } from './purchases';
export { endOverdueSessions, liveJobs, sendDueReminders } from './scheduled-tasks';
export { createSection, reviewSection } from './sections';
export { createSession, updateSession } from './sessions';
export type { LiveContext } from './sessions.read-model';
export { sessionRoom } from './access';
export { pendingSectionsCount } from './sections.read-model';
export { liveSessionsCount } from './sessions.read-model';
export { cancelIndividualSessions, createIndividualSessions } from './individual';
