import type { Role } from '../../contract/users';

/** Where each role lands after signing in. */
export function dashboardPathFor(role: Role): string {
  switch (role) {
    case 'admin':
      return '/admin/dashboard';
    case 'professor':
      return '/professor/dashboard';
    case 'student':
      return '/TTHStudentDashboard';
  }
}

/** Staff areas send signed-out visitors to the staff login; everything else to the public one. */
export function isStaffPath(path: string): boolean {
  return /^\/(admin|professor|schoolhouse)(\/|$)/i.test(path);
}

export function loginPathFor(nextPath: string): string {
  const login = isStaffPath(nextPath) ? '/schoolhouse/login' : '/login';
  return `${login}?next=${encodeURIComponent(nextPath)}`;
}

/** Only same-site paths are followed after login (no `//evil.example` or `https:` open redirects). */
export function safeNextPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/^\/(login|register|forgot-password|reset-password)(\/|\?|$)/i.test(value)) return null;
  if (/^\/schoolhouse\/(login|forgot-password|reset-password)(\/|\?|$)/i.test(value)) return null;
  return value;
}
