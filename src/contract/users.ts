import { z } from 'zod';
import { appLanguage, pageQuery, pagination } from './common';

export const roles = ['student', 'professor', 'admin'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

export const PASSWORD_MIN_LENGTH = 8;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }).max(254));
export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(200);
export const personName = z.string().trim().min(2, { error: 'Name must be at least 2 characters' }).max(100);

/** A user as every API response shows it: never a password hash. */
export const user = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role,
  avatar_url: z.string().nullable(),
  /** The language the user reads the platform in; mails are written in it. */
  language: appLanguage,
  created_at: z.string(),
});
export type User = z.infer<typeof user>;

export const listUsersQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  role: role.optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuery>;

export const userList = z.object({ users: z.array(user), pagination });
export type UserList = z.infer<typeof userList>;

export const createUserBody = z.object({
  name: personName,
  email,
  password,
  role: role.default('student'),
  language: appLanguage.default('ar'),
});
export type CreateUserBody = z.infer<typeof createUserBody>;

export const updateUserBody = z
  .object({
    name: personName.optional(),
    email: email.optional(),
    role: role.optional(),
    password: password.optional(),
    language: appLanguage.optional(),
    /**
     * Required when a user changes their own password or email. A new email of one's own is used only after
     * the link mailed to it is opened; the response still shows the current one.
     */
    currentPassword: z.string().max(200).optional(),
  })
  .strict();
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const avatarResponse = z.object({ avatar_url: z.string() });

export const EMAIL_CHANGE_TTL_HOURS = 24;
export const EMAIL_UNDO_TTL_DAYS = 7;
