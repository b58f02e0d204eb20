/** The demo accounts the server seeds into a fresh DATA_DIR. */
export const ACCOUNTS = {
  admin: { email: 'admin@masar.dz', password: 'MasarAdmin#2026', role: 'admin' },
  /** Created by the test server's ADMIN_EMAIL (e2e/global-setup.ts), for specs that only read admin pages. */
  admin2: { email: 'e2e.admin@masar.test', password: 'E2eAdmin#2026-pages', role: 'admin' },
  professor: { email: 'prof.benali@masar.dz', password: 'MasarProf#2026', role: 'professor' },
  /** The languages professor: his demo quizzes have attempts. */
  professor2: { email: 'prof.haddad@masar.dz', password: 'MasarProf#2026', role: 'professor' },
  student: { email: 'amine@masar.dz', password: 'MasarStudent#2026', role: 'student' },
  student2: { email: 'yasmine@masar.dz', password: 'MasarStudent#2026', role: 'student' },
  student3: { email: 'karim@masar.dz', password: 'MasarStudent#2026', role: 'student' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

export const DASHBOARDS = {
  admin: '/admin/dashboard',
  professor: '/professor/dashboard',
  student: '/TTHStudentDashboard',
} as const;

let counter = 0;

/** A unique email for accounts a test registers itself. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.dz`;
}
