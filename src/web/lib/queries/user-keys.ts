export const userKeys = {
  all: ['users'] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  search: (term: string) => [...userKeys.all, 'search', term] as const,
};
