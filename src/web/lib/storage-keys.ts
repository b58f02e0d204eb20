/** Local storage keys named by the specification (section 9), plus the chosen interface language. */
export const STORAGE_KEYS = {
  token: 'token',
  userAvatar: 'userAvatar',
  userRole: 'userRole',
  language: 'lang',
} as const;
