/** Wallets, the ledger, packages, codes, card payments and earnings. */
export const pointsKeys = {
  all: ['points'] as const,
  balance: () => [...pointsKeys.all, 'balance'] as const,
  /** Ledger rows: the signed-in user's own and everyone's (admin) both sit under this prefix. */
  transactions: () => [...pointsKeys.all, 'transactions'] as const,
  myTransactions: (page: number, limit: number) =>
    [...pointsKeys.transactions(), 'mine', page, limit] as const,
  allTransactions: (filter: object) => [...pointsKeys.transactions(), 'all', filter] as const,
  /** One card purchase, polled while its payment is pending. */
  payment: (id: number) => [...pointsKeys.all, 'payment', id] as const,
  packages: () => [...pointsKeys.all, 'packages'] as const,
  activePackages: () => [...pointsKeys.packages(), 'active'] as const,
  allPackages: () => [...pointsKeys.packages(), 'all'] as const,
  codes: () => [...pointsKeys.all, 'codes'] as const,
  codeList: (filter: object) => [...pointsKeys.codes(), 'list', filter] as const,
  batchCodes: (batch: string | null) => [...pointsKeys.codes(), 'batch', batch] as const,
  /** Where students get top-up codes (a platform setting, per language). */
  codesText: () => [...pointsKeys.all, 'codes-text'] as const,
  earnings: (range: object) => [...pointsKeys.all, 'earnings', range] as const,
  /** The courses the signed-in student bought. */
  purchasedCourses: () => [...pointsKeys.all, 'my-courses'] as const,
  purchasedCoursesPage: (page: number) => [...pointsKeys.purchasedCourses(), page] as const,
};
