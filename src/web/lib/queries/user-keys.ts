export const userKeys = {
  all: ['users'] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  search: (term: string) => [...userKeys.all, 'search', term] as const,
  /** The admin's list of accounts with its search, filters, sort and page. */
  adminList: (filter: object) => [...userKeys.all, 'admin-list', filter] as const,
  /** What an admin sees of one account; under `detail`, so invalidating the account reaches it. */
  overview: (id: number) => [...userKeys.detail(id), 'overview'] as const,
  audit: (id: number, page: number) => [...userKeys.detail(id), 'audit', page] as const,
};
