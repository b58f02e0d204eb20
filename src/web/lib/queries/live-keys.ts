/**
 * Live teaching: the public lists, one session, the caller's seats, sections, the professor's and the admin's
 * lists, joining, and the admin's waiting counts. Student and staff pages share these keys, so a change made
 * on one side (approving, cancelling, buying) reaches every list that shows it.
 */
export const liveKeys = {
  all: ['live'] as const,
  sessions: () => [...liveKeys.all, 'sessions'] as const,
  list: (filters: Record<string, unknown>) => [...liveKeys.sessions(), 'list', filters] as const,
  detail: (sessionId: number) => [...liveKeys.sessions(), 'detail', sessionId] as const,
  access: (sessionId: number) => [...liveKeys.sessions(), 'access', sessionId] as const,
  join: (sessionId: number) => [...liveKeys.sessions(), 'join', sessionId] as const,
  mine: () => [...liveKeys.sessions(), 'mine'] as const,
  professor: (professorId: number) => [...liveKeys.sessions(), 'professor', professorId] as const,
  admin: (filters: Record<string, unknown>) => [...liveKeys.sessions(), 'admin', filters] as const,
  sessionsCount: () => [...liveKeys.sessions(), 'count'] as const,
  sections: () => [...liveKeys.all, 'sections'] as const,
  sectionList: (filters: Record<string, unknown>) => [...liveKeys.sections(), 'list', filters] as const,
  section: (sectionId: number) => [...liveKeys.sections(), 'detail', sectionId] as const,
  mySections: () => [...liveKeys.sections(), 'mine'] as const,
  pendingSections: () => [...liveKeys.sections(), 'pending'] as const,
  /** The sidebar badge's number; beside the queue's list, not under it, so a pushed count can replace it. */
  pendingSectionsCount: () => [...liveKeys.sections(), 'pending-count'] as const,
};
