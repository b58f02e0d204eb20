// The private-classes module's public API: what the chat, the counts, the teacher profiles and the demo use.
export { completeFinishedClasses, privateClassJobs } from './moves';
export { privateClassRoom } from './rooms';
export {
  confirmedClassTimes,
  pendingCount as pendingPrivateClassesCount,
  pendingRequestsQuery as pendingPrivateClassRequestsQuery,
} from './private-classes.read-model';
export { getPlatformSettings as platformPrivateClassSettings } from './settings';
export { subjectNames as subjectNamesFor } from './subjects.read-model';
export { setProfessorSettings } from './settings';
export { createRequest } from './requests';
export {
  cancel as cancelPrivateClass,
  confirm as confirmPrivateClass,
  pay as payPrivateClass,
} from './moves';
export { reject as rejectPrivateClass } from './moves';
export type { PrivateClassContext } from './context';
