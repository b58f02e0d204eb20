/** Local storage keys named by the specification (section 9), plus the chosen interface language. */
export const STORAGE_KEYS = {
  token: 'token',
  userAvatar: 'userAvatar',
  userRole: 'userRole',
  language: 'lang',
  /** Courses kept on this device for offline reading (lib/offline/kept-courses.ts). */
  keptCourses: 'masar.offline.kept',
  /** The data saver setting, when the user chose one (lib/data-saver.ts). */
  dataSaver: 'masar.dataSaver',
  /** Set once the install offer was shown: it is offered once. */
  installOffered: 'masar.installOffered',
} as const;
