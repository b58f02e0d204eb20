export const jobKeys = {
  all: ['jobs'] as const,
  /** The admin's list of scheduled work with its status filter and page. */
  adminList: (filter: object) => [...jobKeys.all, 'admin-list', filter] as const,
};
