/**
 * Private classes and teacher profiles: the teacher lists and profiles, the requests (a student's, a
 * professor's, the admin's), the caller's individual sessions, the settings, and the professor's pending count.
 */
export const privateClassKeys = {
  all: ['private-classes'] as const,
  teachers: () => [...privateClassKeys.all, 'teachers'] as const,
  teacherList: (filters: Record<string, unknown>) =>
    [...privateClassKeys.teachers(), 'list', filters] as const,
  teacher: (professorId: number) => [...privateClassKeys.teachers(), 'detail', professorId] as const,
  requests: () => [...privateClassKeys.all, 'requests'] as const,
  requestList: (filters: Record<string, unknown>) =>
    [...privateClassKeys.requests(), 'list', filters] as const,
  mySessions: () => [...privateClassKeys.requests(), 'my-sessions'] as const,
  platformSettings: () => [...privateClassKeys.all, 'platform-settings'] as const,
  mySettings: () => [...privateClassKeys.all, 'my-settings'] as const,
  /** The times a professor already teaches, which the confirm calendar leaves out. */
  busy: (professorId: number) => [...privateClassKeys.all, 'busy', professorId] as const,
  /** The professor's sidebar badge; beside the lists, so a pushed count can replace it. */
  pendingCount: () => [...privateClassKeys.all, 'pending-count'] as const,
};
