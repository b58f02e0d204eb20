/** `tth` is the student site, `schoolhouse` the staff entry; each has its own sign-in pages. */
export type AuthPlatform = 'tth' | 'schoolhouse';

export function authPaths(platform: AuthPlatform) {
  const prefix = platform === 'schoolhouse' ? '/schoolhouse' : '';
  return {
    login: `${prefix}/login`,
    forgotPassword: `${prefix}/forgot-password`,
    resetPassword: `${prefix}/reset-password`,
  };
}
